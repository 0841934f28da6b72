import { describe, expect, it } from 'vitest';
import { checkSectionJson } from '@web/lib/section-check';

describe('checkSectionJson', () => {
  it('answers the parsed JSON when it has the section shape', () => {
    const text = '{ "blocks": [{ "type": "text", "text": "Bienvenidos" }] }';

    expect(checkSectionJson('convocatoria', text)).toEqual({ ok: true, data: { blocks: [{ type: 'text', text: 'Bienvenidos' }] } });
  });

  it('names the line and column of a JSON syntax error, in Spanish', () => {
    const check = checkSectionJson('customStrings', '{\n  "evento": "Carrera",\n  "categoria": "Cat"\n  "x": "y"\n}');

    expect(check).toEqual({
      ok: false,
      problems: { kind: 'json', lines: ['JSON inválido en la línea 4, columna 3: se esperaba "," o "}" y se encontró "\\""'] },
    });
  });

  it('lists every schema problem with its path', () => {
    const modalities = [{ codigoModalidad: '5K', descripcionModalidad: '', kilometro: -1, hSalidas: [{ serie: 'A', hS: 'mañana' }], ramaCat: {} }];

    const check = checkSectionJson('modalidades', JSON.stringify(modalities));

    expect(check.ok).toBe(false);
    const lines = check.ok ? [] : check.problems.lines;
    expect(check.ok ? null : check.problems.kind).toBe('shape');
    expect(lines).toContain('0.descripcionModalidad: Campo requerido');
    expect(lines.some((line) => line.startsWith('0.kilometro: '))).toBe(true);
    expect(lines.some((line) => line.startsWith('0.hSalidas.0.hS: '))).toBe(true);
  });

  it('words the messages zod itself writes in Spanish', () => {
    const check = checkSectionJson('puntosControl', '{}');

    expect(check).toEqual({
      ok: false,
      problems: { kind: 'shape', lines: ['(sección completa): Entrada inválida: se esperaba arreglo, recibido objeto'] },
    });
  });

  it('keeps the section rules written in the contract, such as a repeated modality', () => {
    const modality = { codigoModalidad: '5K', descripcionModalidad: '5 km', kilometro: 5, hSalidas: [{ serie: 'A', hS: '2026-03-01 07:00:00' }], ramaCat: {} };

    const check = checkSectionJson('modalidades', JSON.stringify([modality, modality]));

    expect(check).toEqual({ ok: false, problems: { kind: 'shape', lines: ['1.codigoModalidad: Modalidad repetida'] } });
  });
});
