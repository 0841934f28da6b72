// A reto's registration form (docs/retos.md §2.6 step 0 'Completa el siguiente formulario' / 'Guardar Datos'):
// the organizer defines a short list of fields; an athlete's answers are checked against it here, in
// the browser and on the server alike.
import { z } from 'zod';
import { messages } from '@shared/core/messages';

export const RETO_FORM_FIELD_TYPES = ['text', 'number', 'select', 'checkbox'] as const;
export const RETO_FORM_MAX_FIELDS = 30;
const MAX_OPTIONS = 50;
/** Numbers an athlete may answer: an age, a shirt size, years running; never a store's limit. */
const MAX_NUMBER_ANSWER = 1_000_000_000;

export const retoFormMessages = {
  fieldId: 'El id de un campo va en letras, números, - o _ y empieza con una letra (máximo 40)',
  repeatedId: 'Cada campo necesita su propio id',
  selectOptions: 'Una lista de opciones necesita al menos una opción',
  repeatedOption: 'Las opciones de un campo no se repiten',
  number: 'Escribe un número',
  option: 'Elige una de las opciones',
  text: 'Escribe un texto',
  checkbox: 'Marca o desmarca la casilla',
  maxLength: (max: number) => `Máximo ${max} caracteres`,
  answers: 'Las respuestas del formulario no se pueden leer',
} as const;

export const retoFormFieldSchema = z
  .object({
    id: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/, retoFormMessages.fieldId),
    label: z.string().trim().min(1).max(200),
    type: z.enum(RETO_FORM_FIELD_TYPES),
    required: z.boolean().default(false),
    /** The choices of a 'select'. */
    options: z
      .array(z.string().trim().min(1).max(100))
      .max(MAX_OPTIONS)
      .refine((options) => new Set(options).size === options.length, retoFormMessages.repeatedOption)
      .default([]),
    /** The longest answer of a 'text'. */
    maxLength: z.number().int().min(1).max(1000).default(200),
  })
  .refine((field) => field.type !== 'select' || field.options.length > 0, { message: retoFormMessages.selectOptions, path: ['options'] });

export const retoFormSchema = z
  .array(retoFormFieldSchema)
  .max(RETO_FORM_MAX_FIELDS)
  .refine((fields) => new Set(fields.map((field) => field.id)).size === fields.length, retoFormMessages.repeatedId);

export type RetoFormField = z.infer<typeof retoFormFieldSchema>;
export type RetoForm = z.infer<typeof retoFormSchema>;
export type RetoFormAnswer = string | number | boolean;
export type RetoFormAnswers = Record<string, RetoFormAnswer>;

/** zod's own type error, except for an answer that is missing: that is the spec's 'Campo requerido'. */
const missingOr = (message: string) => ({ error: (issue: { input: unknown }) => (issue.input === undefined ? messages.required : message) });

function answerSchema(field: RetoFormField): z.ZodType<RetoFormAnswer | undefined> {
  const optional = <T extends z.ZodType<RetoFormAnswer>>(schema: T) => (field.required ? schema : schema.optional());
  switch (field.type) {
    case 'text': {
      const text = z.string(missingOr(retoFormMessages.text)).trim().max(field.maxLength, retoFormMessages.maxLength(field.maxLength));
      return optional(field.required ? text.min(1, messages.required) : text);
    }
    case 'number':
      return optional(z.number(missingOr(retoFormMessages.number)).min(-MAX_NUMBER_ANSWER).max(MAX_NUMBER_ANSWER));
    case 'select':
      return optional(z.string(missingOr(retoFormMessages.option)).refine((answer) => field.options.includes(answer), retoFormMessages.option));
    case 'checkbox':
      // A required checkbox is an agreement: only a ticked one answers it.
      return field.required ? z.literal(true, missingOr(messages.required)) : z.boolean(missingOr(retoFormMessages.checkbox)).optional();
  }
}

/** An answer left empty is no answer: a blank text, or null, counts as missing. */
function withoutBlanks(answers: unknown): unknown {
  if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) return answers;
  return Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== null && !(typeof value === 'string' && value.trim() === '')));
}

/** The answers of `form`: each field's answer checked, unknown keys dropped, blank ones left out. */
export function retoFormAnswersSchema(form: RetoForm): z.ZodType<RetoFormAnswers> {
  const shape = Object.fromEntries(form.map((field) => [field.id, answerSchema(field)]));
  return z.preprocess(withoutBlanks, z.object(shape, { error: retoFormMessages.answers })).transform((answers) =>
    Object.fromEntries(Object.entries(answers).filter((entry): entry is [string, RetoFormAnswer] => entry[1] !== undefined)),
  );
}

export type RetoFormCheck = { ok: true; answers: RetoFormAnswers } | { ok: false; problems: Record<string, string> };

/** Checks an athlete's answers ('Guardar Datos'): the clean answers, or a message per field id ('_' for the whole). */
export function checkRetoFormAnswers(form: RetoForm, answers: unknown): RetoFormCheck {
  const parsed = retoFormAnswersSchema(form).safeParse(answers);
  if (parsed.success) return { ok: true, answers: parsed.data };
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) problems[String(issue.path[0] ?? '_')] ??= issue.message;
  return { ok: false, problems };
}
