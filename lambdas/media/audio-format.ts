// Which audio format a file's first bytes show, so an upload declared as audio is stored only when it
// is one, in the format it was declared as (its extension on the media key).
const ascii = (bytes: Buffer, at: number, text: string) => bytes.subarray(at, at + text.length).toString('latin1') === text;

/** 'mp3', 'm4a', 'ogg' or 'wav' by the file's signature; null for anything else. */
export function audioFormatOf(bytes: Buffer): string | null {
  if (ascii(bytes, 0, 'ID3') || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) return 'mp3';
  if (ascii(bytes, 4, 'ftyp')) return 'm4a';
  if (ascii(bytes, 0, 'OggS')) return 'ogg';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return 'wav';
  return null;
}
