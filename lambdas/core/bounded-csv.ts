// A CSV file built on the request, bounded so that it fits one API answer: lines are taken in the
// order given until `maxRows` lines or MAX_CHARS of text; past either, the answer says it holds the
// first ones only.

/** Well under the 6 MB a Lambda answer carries, quotes and accents escaped in JSON included. */
const MAX_CHARS = 2_500_000;

export interface BoundedCsv {
  csv: string;
  rows: number;
  truncated: boolean;
}

export async function boundedCsv(header: string, lines: AsyncIterable<string>, maxRows: number): Promise<BoundedCsv> {
  let csv = header;
  let rows = 0;
  for await (const line of lines) {
    if (rows === maxRows || csv.length + line.length > MAX_CHARS) return { csv, rows, truncated: true };
    csv += line;
    rows += 1;
  }
  return { csv, rows, truncated: false };
}
