// A reto's registration form: the definition's bounds, and an athlete's answers checked against it
// ('Guardar Datos'), as the participant routes and the athlete page both check them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import '@shared/core/zod-spanish';
import { checkRetoFormAnswers, retoFormSchema, type RetoForm } from '@shared/retos/reto-form';

const form: RetoForm = retoFormSchema.parse([
  { id: 'club', label: 'Club', type: 'text', maxLength: 10 },
  { id: 'talla', label: 'Talla de playera', type: 'select', options: ['CH', 'M', 'G'], required: true },
  { id: 'anios', label: 'Años corriendo', type: 'number' },
  { id: 'acepto', label: 'Acepto el reglamento', type: 'checkbox', required: true },
  { id: 'boletin', label: 'Quiero el boletín', type: 'checkbox' },
]);

describe('retoFormSchema', () => {
  it('fills the defaults of a field: optional, no options, 200 characters', () => {
    expect(retoFormSchema.parse([{ id: 'club', label: 'Club', type: 'text' }])).toEqual([{ id: 'club', label: 'Club', type: 'text', required: false, options: [], maxLength: 200 }]);
  });

  it.each([
    ['a repeated id', [{ id: 'a', label: 'A', type: 'text' }, { id: 'a', label: 'B', type: 'number' }], 'Cada campo necesita su propio id'],
    ['a list without options', [{ id: 'talla', label: 'Talla', type: 'select' }], 'Una lista de opciones necesita al menos una opción'],
    ['repeated options', [{ id: 'talla', label: 'Talla', type: 'select', options: ['M', 'M'] }], 'Las opciones de un campo no se repiten'],
    ['an id with spaces', [{ id: 'mi campo', label: 'A', type: 'text' }], 'El id de un campo va en letras, números, - o _ y empieza con una letra (máximo 40)'],
  ])('refuses %s', (_case, definition, message) => {
    expect(retoFormSchema.safeParse(definition).error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it('takes at most 30 fields', () => {
    const fields = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `campo${i}`, label: `Campo ${i}`, type: 'text' }));
    expect(retoFormSchema.safeParse(fields(30)).success).toBe(true);
    expect(retoFormSchema.safeParse(fields(31)).success).toBe(false);
  });
});

describe('checkRetoFormAnswers', () => {
  it('keeps the answers of the form, trimmed, and drops blank answers and unknown keys', () => {
    expect(checkRetoFormAnswers(form, { club: '  Pumas ', talla: 'M', anios: 4, acepto: true, boletin: false, extra: 'x' })).toEqual({
      ok: true,
      answers: { club: 'Pumas', talla: 'M', anios: 4, acepto: true, boletin: false },
    });
    expect(checkRetoFormAnswers(form, { club: '   ', talla: 'G', anios: null, acepto: true })).toEqual({ ok: true, answers: { talla: 'G', acepto: true } });
  });

  it.each([
    ['nothing answered', {}, { talla: 'Campo requerido', acepto: 'Campo requerido' }],
    ['the agreement left unticked', { talla: 'M', acepto: false }, { acepto: 'Campo requerido' }],
    ['an option the list does not have', { talla: 'XL', acepto: true }, { talla: 'Elige una de las opciones' }],
    ['a text too long', { club: 'Corredores del Bosque', talla: 'M', acepto: true }, { club: 'Máximo 10 caracteres' }],
    ['a number written as text', { talla: 'M', acepto: true, anios: 'cuatro' }, { anios: 'Escribe un número' }],
    ['a number beyond any answer', { talla: 'M', acepto: true, anios: 1e12 }, { anios: expect.any(String) }],
    ['a list for a text', { talla: 'M', acepto: true, club: ['Pumas'] }, { club: 'Escribe un texto' }],
  ])('names the problem of %s per field', (_case, answers, problems) => {
    expect(checkRetoFormAnswers(form, answers)).toEqual({ ok: false, problems });
  });

  it('refuses answers that are no object as a whole', () => {
    for (const answers of [null, 'texto', 3, ['M']]) expect(checkRetoFormAnswers(form, answers)).toEqual({ ok: false, problems: { _: 'Las respuestas del formulario no se pueden leer' } });
  });

  it('answers an empty form with nothing to fill, whatever is sent', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (answers) => {
        expect(checkRetoFormAnswers([], answers)).toEqual({ ok: true, answers: {} });
      }),
    );
  });

  it('never lets through an answer that is not one of the form, whatever is sent', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('club', 'talla', 'anios', 'acepto', 'boletin', 'otro'), fc.jsonValue()), (answers) => {
        const check = checkRetoFormAnswers(form, answers);
        if (!check.ok) return;
        expect(Object.keys(check.answers).every((id) => form.some((field) => field.id === id))).toBe(true);
        expect(['CH', 'M', 'G']).toContain(check.answers.talla);
        expect(check.answers.acepto).toBe(true);
      }),
    );
  });
});
