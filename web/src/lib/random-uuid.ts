// A version-4 UUID (an attempt id, intento) that works on every page. crypto.randomUUID exists only in
// secure contexts, and an organizer's own domain may be served over plain http (docs/sites.md);
// crypto.getRandomValues exists everywhere.
export function randomUuid(): string {
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20)}`;
}
