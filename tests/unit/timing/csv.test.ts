import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv } from '@lambdas/timing/csv';

describe('parseCsv', () => {
  it.each([
    ['plain fields', 'bib,point\n101,META\n', [{ bib: '101', point: 'META' }]],
    ['CRLF line ends and a last row without one', 'bib,point\r\n101,META\r\n102,KM5', [{ bib: '101', point: 'META' }, { bib: '102', point: 'KM5' }]],
    ['a quoted comma', 'nombre,bib\n"López, Ana",7\n', [{ nombre: 'López, Ana', bib: '7' }]],
    ['doubled quotes inside quotes', 'nombre\n"Ana ""la flecha"" López"\n', [{ nombre: 'Ana "la flecha" López' }]],
    ['a line break inside quotes', 'nombre,bib\n"Ana\nLópez",7\n', [{ nombre: 'Ana\nLópez', bib: '7' }]],
    ['empty fields left out', 'readId,bib,chip\n,101,\n', [{ bib: '101' }]],
    ['blank lines skipped', 'bib\n\n101\n\n', [{ bib: '101' }]],
    ['a byte-order mark before the header', '\uFEFFbib\n101\n', [{ bib: '101' }]],
    ['spaces around unquoted fields trimmed, inside quotes kept', 'a,b\n 1 ," 2 "\n', [{ a: '1', b: ' 2 ' }]],
    ['a short row leaves the missing columns out', 'a,b,c\n1\n', [{ a: '1' }]],
    ['a header alone', 'bib,point\n', []],
  ])('reads %s', (_case, text, records) => {
    expect(parseCsv(text)).toEqual(records);
  });

  it.each([
    ['an empty text', ''],
    ['only blank lines', '\n\n'],
    ['an unclosed quote', 'nombre\n"Ana\n'],
  ])('refuses %s', (_case, text) => {
    expect(() => parseCsv(text)).toThrow(CsvError);
  });

  it('reads back any table written with RFC 4180 quoting', () => {
    const field = fc.string({ unit: fc.constantFrom('a', 'Ñ', ',', '"', '\n', ' ', '1') }).filter((value) => value.trim() !== '');
    const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
    fc.assert(
      fc.property(fc.array(fc.tuple(field, field), { maxLength: 8 }), (rows) => {
        const text = ['a,b', ...rows.map(([a, b]) => `${quote(a)},${quote(b)}`)].join('\r\n');
        expect(parseCsv(text)).toEqual(rows.map(([a, b]) => ({ a, b })));
      }),
    );
  });
});
