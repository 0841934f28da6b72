import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizeName, searchResults } from '@shared/results/search';
import { resultRow } from './factories';

describe('normalizeName', () => {
  it.each([
    ['José  NÚÑEZ', 'jose nunez'],
    ['  María Fernanda Güemes ', 'maria fernanda guemes'],
    ['ÁÉÍÓÚ äëïöü ñ', 'aeiou aeiou n'],
  ])('turns %j into %j', (text, normalized) => {
    expect(normalizeName(text)).toBe(normalized);
  });
});

describe('searchResults', () => {
  const rows = [
    resultRow({ num: '7', nombre: 'José Núñez Pérez' }),
    resultRow({ num: '17', nombre: 'María José Ortiz' }),
    resultRow({ num: '70', nombre: 'Pedro Ramírez' }),
    resultRow({ num: '007', nombre: 'Juana Joséfina' }),
  ];
  const bibs = (query: string, limit?: number) => searchResults(rows, query, limit).map((row) => row.num);

  it.each([
    ['7', ['7']],
    [' 70 ', ['70']],
    ['007', ['007']],
    ['8', []],
  ])('matches the number %j to the bib exactly', (query, expected) => {
    expect(bibs(query)).toEqual(expected);
  });

  it.each([
    ['jose', ['7', '17', '007']],
    ['NUÑEZ', ['7']],
    ['josé ortiz', ['17']],
    ['ortiz josé', ['17']],
    ['ram', ['70']],
    ['pedro nuñez', []],
  ])('matches the text %j to names ignoring case and accents', (query, expected) => {
    expect(bibs(query)).toEqual(expected);
  });

  it.each(['', 'jo', ' é ', '  '])('needs more than 2 characters of text: %j finds nothing', (query) => {
    expect(bibs(query)).toEqual([]);
  });

  it('returns at most the limit', () => {
    expect(bibs('jose', 2)).toEqual(['7', '17']);
  });

  it('returns at most 50 by default', () => {
    const many = Array.from({ length: 60 }, (_, i) => resultRow({ num: String(i + 1), nombre: 'Ana López' }));
    expect(searchResults(many, 'ana')).toHaveLength(50);
  });
});

describe('searchResults (property)', () => {
  it('finds every row by its own name, whatever the case', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-zÁÉÍÓÚáéíóúÑñ]{3,12}( [A-Za-zÁÉÍÓÚáéíóúÑñ]{3,12})?$/), fc.boolean(), (nombre, upper) => {
        const row = resultRow({ nombre });
        expect(searchResults([row], upper ? nombre.toUpperCase() : nombre.toLowerCase())).toEqual([row]);
      }),
    );
  });
});
