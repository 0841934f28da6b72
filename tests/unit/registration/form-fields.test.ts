import { describe, expect, it } from 'vitest';
import type { FormAudience } from '@shared/registration/form-audience';
import { checkAnswers, checkFields, describeFields, inputFields, shownFields, staffEditableFields, type FieldValue } from '@shared/registration/form-fields';
import { formFieldSchema, type FormField } from '@shared/registration/registry-config-schema';
import { regCategory, regModality, registryConfig } from './factories';

const field = (overrides: Partial<FormField> & Pick<FormField, 'iDCampo' | 'tipoCampo'>): FormField =>
  formFieldSchema.parse({ campo: overrides.iDCampo, ...overrides });

describe('inputFields', () => {
  it('keeps the fields the public fills, each once, leaving out hidden ones, titles and options', () => {
    const talla = field({ iDCampo: 'talla', tipoCampo: 'Select' });
    const groups = [
      [field({ iDCampo: 'titulo', tipoCampo: 'titulo' }), talla, field({ iDCampo: 'interno', tipoCampo: 'text', hideInPublic: true })],
      [field({ iDCampo: 'talla', tipoCampo: 'text' }), field({ iDCampo: 'opcion', tipoCampo: 'option' }), field({ iDCampo: 'club', tipoCampo: 'text' })],
    ];
    expect(inputFields(groups, 'publico').map((kept) => kept.iDCampo)).toEqual(['talla', 'club']);
    expect(inputFields(groups, 'publico')[0]).toBe(talla);
  });

  const flagged = [
    field({ iDCampo: 'todos', tipoCampo: 'text' }),
    field({ iDCampo: 'caja', tipoCampo: 'text', hideInPublic: true }),
    field({ iDCampo: 'sinInscriptor', tipoCampo: 'text', hideInscriptor: true }),
    field({ iDCampo: 'sinCliente', tipoCampo: 'text', hideMasterCliente: true }),
    field({ iDCampo: 'sinOrganizador', tipoCampo: 'text', hideMasterOrganizador: true }),
  ];
  it.each<[FormAudience, string[]]>([
    ['publico', ['todos', 'sinInscriptor', 'sinCliente', 'sinOrganizador']],
    ['inscriptor', ['todos', 'caja', 'sinCliente', 'sinOrganizador']],
    ['MasterCliente', ['todos', 'caja', 'sinInscriptor', 'sinOrganizador']],
    ['MasterOrganizador', ['todos', 'caja', 'sinInscriptor', 'sinCliente']],
    ['master', ['todos', 'caja', 'sinInscriptor', 'sinCliente', 'sinOrganizador']],
    ['admin', ['todos', 'caja', 'sinInscriptor', 'sinCliente', 'sinOrganizador']],
  ])('offers %s the fields not hidden from it by its flag', (audience, expected) => {
    expect(inputFields([flagged], audience).map((kept) => kept.iDCampo)).toEqual(expected);
    expect(shownFields([flagged], audience).map((kept) => kept.iDCampo)).toEqual(expected);
  });
});

describe('checkFields', () => {
  const required = { validacion: 'Requerido' as const };
  it.each<[string, FormField, FieldValue | undefined, string | null]>([
    ['a required field left out', field({ iDCampo: 'x', tipoCampo: 'text', ...required }), undefined, 'Campo requerido'],
    ['a required field of blanks', field({ iDCampo: 'x', tipoCampo: 'text', ...required, observacion: 'Escribe tu club' }), '  ', 'Escribe tu club'],
    ['a required checkbox unticked', field({ iDCampo: 'x', tipoCampo: 'checkbox', ...required }), false, 'Campo requerido'],
    ['a value not matching the regex', field({ iDCampo: 'x', tipoCampo: 'text', regex: '^\\d+$', regexMessage: 'Solo números', errorMessage: 'Otro' }), 'abc', 'Solo números'],
    ['the error message when no regex message', field({ iDCampo: 'x', tipoCampo: 'text', regex: '^\\d+$', errorMessage: 'Número inválido' }), 'abc', 'Número inválido'],
    ['a value longer than its length', field({ iDCampo: 'x', tipoCampo: 'text', longitud: 3 }), 'abcd', 'Campo requerido'],
    ['a select value not among its options', field({ iDCampo: 'x', tipoCampo: 'Select', valor: [{ texto: 'Chica', valor: 'S' }] }), 'XL', 'Campo requerido'],
    ['a radio value not among its options', field({ iDCampo: 'x', tipoCampo: 'radio', valor: [{ texto: 'Sí', valor: 'si' }] }), 'no', 'Campo requerido'],
    ['a number that is not one', field({ iDCampo: 'x', tipoCampo: 'number' }), '12a', 'Campo requerido'],
    ['a date not written AAAA-MM-DD', field({ iDCampo: 'x', tipoCampo: 'date' }), '15/07/1992', 'Campo requerido'],
    ['an optional field left out', field({ iDCampo: 'x', tipoCampo: 'text' }), undefined, null],
    ['a select value among its options', field({ iDCampo: 'x', tipoCampo: 'Select', valor: [{ texto: 'Chica', valor: 'S' }] }), 'S', null],
  ])('judges %s', (_, judged, value, message) => {
    const { errors } = checkFields([judged], value === undefined ? {} : { x: value });
    expect(errors.x ?? null).toBe(message);
  });

  it('stores only the fields asked for, with numbers as numbers and empty values left out', () => {
    const fields = [field({ iDCampo: 'edad', tipoCampo: 'number' }), field({ iDCampo: 'club', tipoCampo: 'text' }), field({ iDCampo: 'acepto', tipoCampo: 'checkbox' })];
    const checked = checkFields(fields, { edad: '34', club: '', acepto: true, precio: 1, total: 0 });
    expect(checked).toEqual({ values: { edad: 34, acepto: true }, errors: {} });
  });
});

describe('checkAnswers', () => {
  const fields = [
    field({ iDCampo: 'club', tipoCampo: 'text' }),
    field({ iDCampo: 'nacimiento', tipoCampo: 'date' }),
    field({ iDCampo: 'talla', tipoCampo: 'Select', valor: [{ texto: 'Chica', valor: 'S' }] }),
    field({ iDCampo: 'anios', tipoCampo: 'number', observacion: 'Años corriendo' }),
    field({ iDCampo: 'acepto', tipoCampo: 'checkbox' }),
  ];
  it.each<[string, string, FieldValue]>([
    ['a tick as a text answer', 'club', true],
    ['a number as a text answer', 'club', 7],
    ['a number as a date answer', 'nacimiento', 19920715],
    ['a tick as a select answer', 'talla', true],
    ['text as a number answer', 'anios', '3'],
    ['a tick as a number answer', 'anios', true],
    ['text as a checkbox answer', 'acepto', 'true'],
    ['a number as a checkbox answer', 'acepto', 1],
  ])('refuses %s and stores nothing of it', (_, iDCampo, value) => {
    const checked = checkAnswers(fields, { [iDCampo]: value });
    expect(checked.errors).toEqual({ [iDCampo]: iDCampo === 'anios' ? 'Años corriendo' : 'Campo requerido' });
    expect(checked.values).toEqual({});
  });

  it('takes each answer of its own type, as a form sends it', () => {
    const given = { club: 'Los Pumas', nacimiento: '1992-07-15', talla: 'S', anios: 3, acepto: true };
    expect(checkAnswers(fields, given)).toEqual({ values: given, errors: {} });
  });
});

describe('describeFields', () => {
  it("writes each acceptable value as 'Etiqueta: valor' in the form's order, options by their text", () => {
    const fields = [
      field({ iDCampo: 'grabado', tipoCampo: 'text', etiqueta: 'Nombre a grabar', order: 3 }),
      field({ iDCampo: 'talla', tipoCampo: 'Select', etiqueta: 'Talla', valor: [{ texto: 'Grande', valor: 'G' }], order: 1 }),
      field({ iDCampo: 'regalo', tipoCampo: 'checkbox', etiqueta: 'Envoltura de regalo', order: 2 }),
      field({ iDCampo: 'numero', tipoCampo: 'number', order: 4 }),
      field({ iDCampo: 'nota', tipoCampo: 'text', etiqueta: 'Nota', order: 5 }),
    ];
    const described = describeFields(fields, { grabado: 'Lucía', talla: 'G', regalo: true, numero: '7', nota: '', otro: 'x' });
    expect(described).toEqual(['Talla: Grande', 'Envoltura de regalo: Sí', 'Nombre a grabar: Lucía', 'numero: 7']);
  });

  it('leaves out values the field does not accept', () => {
    const talla = field({ iDCampo: 'talla', tipoCampo: 'Select', etiqueta: 'Talla', valor: [{ texto: 'G', valor: 'G' }] });
    expect(describeFields([talla], { talla: 'XXL' })).toEqual([]);
  });
});

describe('staffEditableFields', () => {
  const config = registryConfig({
    formulario: [field({ iDCampo: 'club', tipoCampo: 'text' })],
    gruposFormularios: {
      contacto: [field({ iDCampo: 'contactoNombre', tipoCampo: 'text' }), field({ iDCampo: 'contactoMensaje', tipoCampo: 'text' })],
      elite: [field({ iDCampo: 'titulo', tipoCampo: 'titulo' }), field({ iDCampo: 'marca', tipoCampo: 'text', hideInPublic: true })],
    },
  });
  const modalities = [regModality({ rama_V: { categorias: [regCategory({ codigo: 1, nombreCategoria: 'Élite', camposAdicionalesKey: 'elite' }), regCategory({ codigo: 2, nombreCategoria: 'Libre' })] } })];

  it("gives the general form and the groups categories point at, hidden ones included, and no group only a form of the organizer's web uses", () => {
    expect(staffEditableFields(config, modalities, '10K').map((kept) => kept.iDCampo)).toEqual(['club', 'marca']);
  });

  it('gives no named group while no category points at one', () => {
    expect(staffEditableFields(config, [], '10K').map((kept) => kept.iDCampo)).toEqual(['club']);
  });
});
