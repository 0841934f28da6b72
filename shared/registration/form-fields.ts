// The configured fields a registrant fills, online or at the desk (docs/registration.md §3 Form field definition, §5
// Generic form rules), checked as the server checks them before it stores a registration.
import type { z } from 'zod';
import type { Modality } from '@shared/results/event-schemas';
import { isHiddenFrom, type FormAudience } from './form-audience';
import type { fieldValueSchema } from './registration-api';
import type { FormField, RegistryConfig } from './registry-config-schema';
import { registrationTexts } from './registration-texts';

export type FieldValue = z.infer<typeof fieldValueSchema>;

/** Layout, not input: a title or an option carries no value. */
export const carriesValue = (field: FormField) => field.tipoCampo !== 'titulo' && field.tipoCampo !== 'option';

/** Fields shown to the audience, titles included, each group in its own order; a repeated field shows once. */
export function shownFields(groups: FormField[][], audience: FormAudience): FormField[] {
  const shown = new Map<string, FormField>();
  for (const group of groups) {
    for (const field of group.filter((candidate) => !isHiddenFrom(candidate, audience)).toSorted((a, b) => a.order - b.order)) {
      if (!shown.has(field.iDCampo)) shown.set(field.iDCampo, field);
    }
  }
  return [...shown.values()];
}

export const fieldLabel = (field: FormField) => field.etiqueta || field.campo;

export const isRequired = (field: FormField) => field.validacion === 'Requerido';

/** Required labels carry '*' (docs/registration.md §5 Generic form rules), the built-in fields' too. */
export const requiredLabel = (label: string) => `${label} *`;

/** The fields of these groups the audience fills, in order; a field repeated in a later group counts once. */
export function inputFields(groups: FormField[][], audience: FormAudience): FormField[] {
  const fields = new Map<string, FormField>();
  for (const field of groups.flat()) {
    if (!isHiddenFrom(field, audience) && carriesValue(field) && !fields.has(field.iDCampo)) fields.set(field.iDCampo, field);
  }
  return [...fields.values()];
}

/** The field's own message: its regex message, its error message, its observation, else 'Campo requerido'. */
const fieldMessage = (field: FormField) => field.regexMessage || field.errorMessage || field.observacion || registrationTexts.required;

const isEmpty = (value: FieldValue | undefined) => value === undefined || value === false || (typeof value === 'string' && value.trim() === '');

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a value the registrant gave is acceptable for its field. */
function isAcceptable(field: FormField, value: FieldValue): boolean {
  if (field.tipoCampo === 'checkbox') return true;
  const text = String(value);
  if (text.length > field.longitud) return false;
  if (field.regex && !new RegExp(field.regex).test(text)) return false;
  if (field.tipoCampo === 'number') return Number.isFinite(Number(value));
  if (field.tipoCampo === 'date') return DATE.test(text);
  if ((field.tipoCampo === 'Select' || field.tipoCampo === 'radio') && field.valor.length > 0) return field.valor.some((option) => option.valor === text);
  return true;
}

interface CheckedFields {
  /** What to store: only these fields' non-empty values, numbers as numbers (docs/registration.md §5). */
  values: Record<string, FieldValue>;
  /** iDCampo → message, for every field at fault. */
  errors: Record<string, string>;
}

export function checkFields(fields: FormField[], given: Record<string, FieldValue>): CheckedFields {
  const checked: CheckedFields = { values: {}, errors: {} };
  for (const field of fields) {
    const value = Object.hasOwn(given, field.iDCampo) ? given[field.iDCampo] : undefined;
    if (value === undefined || isEmpty(value)) {
      if (field.validacion === 'Requerido') checked.errors[field.iDCampo] = fieldMessage(field);
    } else if (!isAcceptable(field, value)) {
      checked.errors[field.iDCampo] = fieldMessage(field);
    } else {
      checked.values[field.iDCampo] = field.tipoCampo === 'number' ? Number(value) : value;
    }
  }
  return checked;
}

/** The JSON type a request carries for each kind of field: what a form converts its inputs to. */
const answerTypes: Record<FormField['tipoCampo'], 'string' | 'number' | 'boolean'> = {
  text: 'string',
  date: 'string',
  Select: 'string',
  radio: 'string',
  number: 'number',
  checkbox: 'boolean',
  titulo: 'string',
  option: 'string',
};

/**
 * The server's check of a request's answers: checkFields, and each answer of its field's own type
 * (no ticks or numbers as text, no text as a number), so what is stored is what the field asks for.
 */
export function checkAnswers(fields: FormField[], given: Record<string, FieldValue>): CheckedFields {
  const checked = checkFields(fields, given);
  for (const field of fields) {
    const value = Object.hasOwn(given, field.iDCampo) ? given[field.iDCampo] : undefined;
    if (value !== undefined && typeof value !== answerTypes[field.tipoCampo]) {
      checked.errors[field.iDCampo] = fieldMessage(field);
      delete checked.values[field.iDCampo];
    }
  }
  return checked;
}

/** A value as the registrant chose it: a select's or radio's option text, a ticked checkbox as 'Sí'. */
export function valueText(field: FormField, value: FieldValue): string {
  if (value === true) return registrationTexts.checked;
  const text = String(value);
  return field.valor.find((option) => option.valor === text)?.texto || text;
}

/** The acceptable values given for these fields, in the form's order, as 'Etiqueta: valor'. */
export function describeFields(fields: FormField[], given: Record<string, FieldValue>): string[] {
  const { values } = checkFields(fields, given);
  return fields
    .toSorted((a, b) => a.order - b.order)
    .flatMap((field) => {
      const value = values[field.iDCampo];
      return value === undefined ? [] : [registrationTexts.fieldValue(field.etiqueta || field.campo, valueText(field, value))];
    });
}

/** The event's modalities as far as their categories go: enough to tell which field groups registration uses. */
export type CategoryModalities = readonly Pick<Modality, 'ramaCat'>[];

/**
 * The named groups (gruposFormularios) registration uses, in the configuration's order: those some
 * category of the event's modalities points at (camposAdicionalesKey). The others feed only the
 * forms of the organizer's web, and no registrant ever fills them.
 */
/** The names of the field groups some category points at (camposAdicionalesKey): the registration's groups. */
export function categoryGroupNames(modalities: CategoryModalities): Set<string | undefined> {
  return new Set(modalities.flatMap((modality) => Object.values(modality.ramaCat).flatMap((branch) => branch?.categorias ?? [])).map((category) => category.camposAdicionalesKey));
}

export function registrationGroups(config: Pick<RegistryConfig, 'gruposFormularios'>, modalities: CategoryModalities): FormField[][] {
  const used = categoryGroupNames(modalities);
  return Object.entries(config.gruposFormularios)
    .filter(([name]) => used.has(name))
    .map(([, fields]) => fields);
}

/** Every field of the event's registration forms a registrant of this modality can have a value for, hidden-in-public ones included: what staff may edit. */
export function staffEditableFields(config: Pick<RegistryConfig, 'formulario' | 'gruposFormularios' | 'configModalidad'>, modalities: CategoryModalities, codigoModalidad: string): FormField[] {
  const modalityGroups = Object.values(config.configModalidad[codigoModalidad]?.camposAdicionalesModalidad ?? {});
  const fields = new Map<string, FormField>();
  for (const field of [config.formulario, ...registrationGroups(config, modalities), ...modalityGroups].flat()) {
    if (carriesValue(field) && !fields.has(field.iDCampo)) fields.set(field.iDCampo, field);
  }
  return [...fields.values()];
}
