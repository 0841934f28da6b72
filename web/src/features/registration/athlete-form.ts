// The 'Confirma los datos de registro' form (docs/registration.md §5 Built-in fields): the shared athlete schema with
// the birth date as three selects and the surnames as the event asks for them.
import type { DefaultValues } from 'react-hook-form';
import { z } from 'zod';
import { toIsoDate } from '@shared/accounts/birth-date';
import { athleteDataSchema, type AthleteData } from '@shared/registration/registration-api';
import { registrationTexts } from '@shared/registration/registration-texts';

const { correo, nombres, telefono, genero } = athleteDataSchema.shape;
const anyText = z.string().optional();

const formShape = z.object({ correo, nombres, apellidos: anyText, apellidoPaterno: anyText, apellidoMaterno: anyText, telefono, genero, dia: z.string(), mes: z.string(), anio: z.string() });
type AthleteFormValues = z.input<typeof formShape>;

const birthDate = (values: Pick<AthleteFormValues, 'dia' | 'mes' | 'anio'>) => toIsoDate(Number(values.anio), Number(values.mes), Number(values.dia));

// Checked with the other fields, not only once they pass, so that every message shows at once.
const always = { when: () => true };

export function athleteFormSchema(separarApellidos: boolean) {
  const surnames = separarApellidos ? (['apellidoPaterno', 'apellidoMaterno'] as const) : (['apellidos'] as const);
  const checked = surnames.reduce(
    (schema, field) => schema.refine((values) => nombres.safeParse(values[field]).success, { path: [field], message: registrationTexts.nameRule, ...always }),
    formShape.refine((values) => birthDate(values) !== null, { path: ['dia'], message: registrationTexts.birthDateRule, ...always }),
  );
  return checked.transform((values): AthleteData => {
    const names = Object.fromEntries(surnames.map((field) => [field, values[field]?.trim()]));
    return { correo: values.correo, nombres: values.nombres, telefono: values.telefono, genero: values.genero, ...names, fechaNacimiento: birthDate(values) ?? '' };
  });
}

/** The form's values for data already confirmed, or known from the signed-in profile. */
export function athleteFormValues(datos: Partial<AthleteData>): DefaultValues<AthleteFormValues> {
  const [anio = '', mes = '', dia = ''] = datos.fechaNacimiento?.split('-').map((part) => String(Number(part))) ?? [];
  const { correo = '', nombres = '', apellidos = '', apellidoPaterno = '', apellidoMaterno = '', telefono = '', genero } = datos;
  return { correo, nombres, apellidos, apellidoPaterno, apellidoMaterno, telefono, ...(genero ? { genero } : {}), dia, mes, anio };
}
