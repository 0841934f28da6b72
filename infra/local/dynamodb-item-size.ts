// The size DynamoDB bills an item by (its documented rules: attribute names and values in bytes,
// numbers by their digits, 3 bytes per map or list plus 1 per element), and the write units a
// transaction's operations cost: twice the units of each item, which DynamoDB Local does not report
// (it counts items of equal size once).
export type AttributeValue = {
  S?: string;
  N?: string;
  B?: string;
  BOOL?: boolean;
  NULL?: boolean;
  M?: Record<string, AttributeValue>;
  L?: AttributeValue[];
  SS?: string[];
  NS?: string[];
  BS?: string[];
};
export type AttributeMap = Record<string, AttributeValue>;

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
const numberSize = (text: string) => Math.ceil(text.replace(/^-|[.eE].*$/g, '').replace(/^0+/, '').length / 2) + 1;

function valueSize(value: AttributeValue): number {
  if (value.S !== undefined) return bytes(value.S);
  if (value.N !== undefined) return numberSize(value.N);
  if (value.B !== undefined) return Buffer.from(value.B, 'base64').length;
  if (value.BOOL !== undefined || value.NULL !== undefined) return 1;
  if (value.M) return 3 + Object.entries(value.M).reduce((sum, [name, inner]) => sum + bytes(name) + valueSize(inner) + 1, 0);
  if (value.L) return 3 + value.L.reduce((sum, inner) => sum + valueSize(inner) + 1, 0);
  if (value.SS) return value.SS.reduce((sum, text) => sum + bytes(text), 0);
  if (value.NS) return value.NS.reduce((sum, text) => sum + numberSize(text), 0);
  if (value.BS) return value.BS.reduce((sum, text) => sum + Buffer.from(text, 'base64').length, 0);
  return 0;
}

export function itemSize(item: AttributeMap): number {
  return Object.entries(item).reduce((sum, [name, value]) => sum + bytes(name) + valueSize(value), 0);
}

/** Write units of one item of this size outside a transaction (1 KB each, at least 1). */
export const writeUnitsOf = (size: number) => Math.max(1, Math.ceil(size / 1024));
