// CSV for spreadsheets (RFC 4180): a cell with a comma, a semicolon, a quote or a line break is quoted
// (spreadsheets set to Spanish-from-Spain, German or French split on semicolons), and a
// text a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) is kept as text
// with a leading single quote (OWASP's advice against CSV injection). Numbers are written as they are.
export type CsvCell = string | number;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",;\r\n]/;

/** UTF-8's byte-order mark, so spreadsheets read accents right. */
export const CSV_BOM = '\uFEFF';

export function csvCell(cell: CsvCell): string {
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly CsvCell[]) => `${cells.map(csvCell).join(',')}\r\n`;
