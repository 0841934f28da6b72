// A form section's submission checked against the event's field group, and one form's CSV.
import { describe, expect, it } from 'vitest';
import { formFieldSchema, type FormField } from '@shared/registration/registry-config-schema';
import { MAX_SUBMISSION_CHARS, submissionRequestSchema } from '@shared/sites/form-submission-api';
import { checkSubmission } from '@shared/sites/form-submission-check';
import { submissionsCsv, submissionsFileName } from '@shared/sites/form-submission-csv';

const field = (overrides: Partial<FormField> & Pick<FormField, 'iDCampo' | 'tipoCampo'>): FormField => formFieldSchema.parse({ campo: overrides.iDCampo, ...overrides });

const contacto = [
  field({ iDCampo: 'mensaje', etiqueta: 'Mensaje', tipoCampo: 'text', validacion: 'Requerido', longitud: 500, order: 3 }),
  field({ iDCampo: 'titulo', etiqueta: 'Escríbenos', tipoCampo: 'titulo', order: 0 }),
  field({ iDCampo: 'nombre', etiqueta: 'Nombre', tipoCampo: 'text', validacion: 'Requerido', order: 1 }),
  field({ iDCampo: 'tema', etiqueta: 'Tema', tipoCampo: 'Select', valor: [{ texto: 'Inscripciones', valor: 'insc' }, { texto: 'Patrocinio', valor: 'patro' }], order: 2 }),
  field({ iDCampo: 'edad', etiqueta: 'Edad', tipoCampo: 'number', order: 4 }),
  field({ iDCampo: 'boletin', etiqueta: 'Quiero el boletín', tipoCampo: 'checkbox', order: 5 }),
  field({ iDCampo: 'interno', etiqueta: 'Nota interna', tipoCampo: 'text', hideInPublic: true, order: 6 }),
];

describe('checkSubmission', () => {
  it('keeps the answers of the fields the public fills, numbers as numbers, and drops anything else', () => {
    const checked = checkSubmission(contacto, { nombre: 'Ana', mensaje: '¿Hay guardarropa?', tema: 'insc', edad: 31, boletin: true, interno: 'x', inventado: 'y' });
    expect(checked).toEqual({ ok: true, values: { nombre: 'Ana', mensaje: '¿Hay guardarropa?', tema: 'insc', edad: 31, boletin: true } });
  });

  it.each<[string, Record<string, string | number | boolean>, Record<string, string>]>([
    ['a required field missing', { nombre: 'Ana' }, { mensaje: 'Campo requerido' }],
    ['a number sent as text', { nombre: 'Ana', mensaje: 'Hola', edad: '31' }, { edad: 'Campo requerido' }],
    ['an option the select does not offer', { nombre: 'Ana', mensaje: 'Hola', tema: 'otro' }, { tema: 'Campo requerido' }],
    ['a text longer than its field', { nombre: 'Ana', mensaje: 'x'.repeat(501) }, { mensaje: 'Campo requerido' }],
    ['a tick sent as text', { nombre: 'Ana', mensaje: 'Hola', boletin: 'true' }, { boletin: 'Campo requerido' }],
  ])('refuses %s with its field named', (_, campos, errors) => {
    expect(checkSubmission(contacto, campos)).toEqual({ ok: false, errors });
  });

  it('refuses a submission that answers nothing the form asks', () => {
    expect(checkSubmission([field({ iDCampo: 'opcional', tipoCampo: 'text' })], { otro: 'x' })).toEqual({ ok: false, empty: true });
  });
});

describe('submissionRequestSchema', () => {
  it('bounds the answers as a whole, not only each one', () => {
    const campos = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`c${i}`, 'x'.repeat(1000)]));
    const parsed = submissionRequestSchema.safeParse({ intento: crypto.randomUUID(), sitio: 7, campos });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(`Tus respuestas son demasiado largas: en total caben ${MAX_SUBMISSION_CHARS} caracteres`);
  });
});

describe('submissionsCsv', () => {
  const writer = submissionsCsv(contacto, 'America/Mexico_City');

  it('starts with the byte-order mark and titles a column per public field by its label, then Fecha', () => {
    expect(writer.header).toBe('\uFEFFNombre,Tema,Mensaje,Edad,Quiero el boletín,Fecha\r\n');
  });

  it("writes option texts, 'Sí' for a tick, the date on the event's clock, and keeps formulas as text", () => {
    const line = writer.line({ fecha: '2026-03-01T18:30:05.000Z', campos: { nombre: '=HYPERLINK("http://x")', tema: 'patro', mensaje: '+1 y, "comillas"', edad: -3, boletin: true } });
    expect(line).toBe(`"'=HYPERLINK(""http://x"")",Patrocinio,"'+1 y, ""comillas""",-3,Sí,2026-03-01 12:30:05\r\n`);
    expect(writer.line({ fecha: '2026-03-01T18:30:05.000Z', campos: { nombre: '@SUMA', mensaje: '\tx' } })).toBe(`'@SUMA,,'\tx,,,2026-03-01 12:30:05\r\n`);
  });

  it("names the file by the event, the form and the day on the event's clock", () => {
    expect(submissionsFileName('Carrera de Prueba', 'contacto', new Date('2026-03-02T03:00:00Z'), 'America/Mexico_City')).toBe('Carrera de Prueba - contacto 2026-03-01.csv');
  });
});
