// The characters no stored text may hold (docs/security.md, "Inputs"): control characters other than
// tab and line breaks (NUL among them), and halves of a UTF-16 pair without the other half, which
// DynamoDB, CSV files, mails and PDFs each read differently or refuse.
const isControl = (code: number) => (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
const isHighHalf = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowHalf = (code: number) => code >= 0xdc00 && code <= 0xdfff;

function holdsForbidden(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (isControl(code) || isLowHalf(code)) return true;
    if (isHighHalf(code)) {
      if (!isLowHalf(text.charCodeAt(index + 1))) return true;
      index += 1;
    }
  }
  return false;
}

/** The path of the first text (a string or an object's key) in `value` holding such a character, if any. */
export function forbiddenTextPath(value: unknown, path: (string | number)[] = []): (string | number)[] | undefined {
  if (typeof value === 'string') return holdsForbidden(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = forbiddenTextPath(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (holdsForbidden(key)) return [...path, key];
    const found = forbiddenTextPath(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}
