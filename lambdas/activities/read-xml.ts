// Reading a GPX or TCX file: well-formed XML only, no entity expansion (a DOCTYPE's entities are
// never resolved, so a hostile file cannot grow in memory), namespaces dropped, and small helpers
// over the tree fast-xml-parser gives.
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export type XmlNode = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
});

/** The document's tree, or null when the text is not well-formed XML. */
export function readXml(text: string): XmlNode | null {
  if (XMLValidator.validate(text) !== true) return null;
  const tree: unknown = parser.parse(text);
  return typeof tree === 'object' && tree !== null ? (tree as XmlNode) : null;
}

/** A child that may appear once or many times, always as a list of element nodes. */
export function children(node: unknown, name: string): XmlNode[] {
  if (typeof node !== 'object' || node === null) return [];
  const value = (node as XmlNode)[name];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter((item): item is XmlNode => typeof item === 'object' && item !== null);
}

/** The first child of that name. */
export const child = (node: unknown, name: string): XmlNode | undefined => children(node, name)[0];

/** An element's or an attribute's text: a leaf is a string, an element with attributes keeps it under #text. */
export function textOf(node: unknown, name: string): string | undefined {
  if (typeof node !== 'object' || node === null) return undefined;
  const value = (node as XmlNode)[name];
  const first: unknown = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return first;
  if (typeof first === 'object' && first !== null && typeof (first as XmlNode)['#text'] === 'string') return (first as XmlNode)['#text'] as string;
  return undefined;
}

/** A finite number from an element's or attribute's text, else undefined. */
export function numberOf(node: unknown, name: string): number | undefined {
  const text = textOf(node, name);
  if (text === undefined || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** An ISO-8601 time as epoch seconds, else undefined. */
export function secondsOf(node: unknown, name: string): number | undefined {
  const text = textOf(node, name);
  const ms = text === undefined ? Number.NaN : Date.parse(text);
  return Number.isFinite(ms) ? ms / 1000 : undefined;
}
