import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locateJsonError } from '@web/lib/json-error-location';

describe('locateJsonError', () => {
  it.each([
    ['a missing comma between properties', '{\n  "a": 1\n  "b": 2\n}', 3, 3, 'se esperaba "," o "}" y se encontró "\\""'],
    ['a trailing comma in an object', '{"a": 1,}', 1, 9, 'se esperaba un nombre de propiedad entre comillas y se encontró "}"'],
    ['a trailing comma in an array', '[1, 2, ]', 1, 8, 'se esperaba un valor y se encontró "]"'],
    ['single quotes', "{'a': 1}", 1, 2, 'se esperaba un nombre de propiedad entre comillas y se encontró "\'"'],
    ['a missing colon', '{"a" 1}', 1, 6, 'se esperaba ":" y se encontró "1"'],
    ['an unclosed array', '[1, 2', 1, 6, 'se esperaba "," o "]" y se encontró el final del texto'],
    ['an unclosed string', '{"a": "hola}', 1, 13, 'falta cerrar el texto con comillas'],
    ['a bad escape', '["a\\x"]', 1, 4, 'secuencia de escape inválida'],
    ['a raw line break inside a string', '["a\nb"]', 1, 4, 'los saltos de línea y tabuladores dentro de un texto se escriben \\n y \\t'],
    ['text after the document', '{} {}', 1, 4, 'sobra texto después del JSON'],
    ['an empty text', '', 1, 1, 'se esperaba un valor y se encontró el final del texto'],
    ['a bare word', '[verdadero]', 1, 2, 'se esperaba un valor y se encontró "v"'],
    ['a leading plus sign', '[+1]', 1, 2, 'se esperaba un valor y se encontró "+"'],
  ])('finds %s', (_case, text, line, column, detail) => {
    expect(locateJsonError(text)).toEqual({ line, column, detail });
  });

  it('counts columns from the start of the broken line', () => {
    const text = '[\n  {"a": 1},\n  {"b": 2}}\n]';

    expect(locateJsonError(text)).toMatchObject({ line: 3, column: 11 });
  });

  it('finds nothing wrong in whatever JSON.stringify writes', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (value, indent) => {
        expect(locateJsonError(JSON.stringify(value, null, indent ? 2 : undefined))).toBeNull();
      }),
    );
  });

  it('breaks exactly where JSON.parse refuses a text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('{', '}', '[', ']', '"', ':', ',', '1', 'a', ' ', '\\', 'n', 'u', 'l') }), (text) => {
        let parses = true;
        try {
          JSON.parse(text);
        } catch {
          parses = false;
        }
        expect(locateJsonError(text) === null).toBe(parses);
      }),
      { numRuns: 2000 },
    );
  });
});
