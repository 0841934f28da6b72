// CSV as timing software exports it (RFC 4180): a header row names the columns, fields may be
// quoted, a quoted field may hold commas, doubled quotes and line breaks; CRLF or LF line ends.

export class CsvError extends Error {}

/** Splits the text into rows of fields; blank lines are skipped. */
function tokenize(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let wasQuoted = false;
  const endField = () => {
    row.push(wasQuoted ? field : field.trim());
    field = '';
    wasQuoted = false;
  };
  const endRow = () => {
    endField();
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char !== '"') {
        field += char;
      } else if (text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else {
        quoted = false;
      }
    } else if (char === '"' && field.trim() === '') {
      quoted = true;
      wasQuoted = true;
      field = '';
    } else if (char === ',') endField();
    else if (char === '\n') endRow();
    else if (char !== '\r') field += char;
  }
  if (quoted) throw new CsvError('unclosed quote');
  endRow();
  return rows;
}

/**
 * One record per data row, keyed by the header's column names. Empty fields are left out, so a
 * schema sees them as absent (an empty `readId` or `chip` column means "none"). Fields are text,
 * but those of the `numeric` columns are read as numbers when they are digits (anything else is
 * left as text for the schema to refuse).
 */
export function parseCsv(text: string, numeric: readonly string[] = []): Record<string, string | number>[] {
  const [header, ...rows] = tokenize(text.replace(/^\uFEFF/, ''));
  if (!header || header.every((name) => name === '')) throw new CsvError('missing header');
  return rows.map((fields) => {
    const record: Record<string, string | number> = {};
    header.forEach((name, column) => {
      const value = fields[column];
      if (name === '' || value === undefined || value === '') return;
      record[name] = numeric.includes(name) && /^\d{1,15}$/.test(value) ? Number(value) : value;
    });
    return record;
  });
}
