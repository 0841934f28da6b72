// Account contracts: the web forms and the API parse with these same schemas.
import { z } from 'zod';
import { messages } from '@shared/core/messages';
import { toIsoDate } from './birth-date';

export const PASSWORD_MIN = 6;

const requiredText = (max = 80) =>
  z.string({ error: messages.required }).trim().min(1, messages.required).max(max);

const emailSchema = z
  .string({ error: messages.required })
  .trim()
  .toLowerCase()
  .min(1, messages.required)
  .max(254, messages.invalidEmail)
  .pipe(z.email({ error: messages.invalidEmail }));

const passwordSchema = z
  .string({ error: messages.required })
  .min(1, messages.required)
  .min(PASSWORD_MIN, messages.passwordMin)
  .max(256);

const generoSchema = z.enum(['F', 'M'], { error: messages.required });

const telefonoSchema = requiredText(20).regex(/^\+?[0-9 ()-]{7,20}$/, messages.invalidPhone);

const personalData = {
  nombres: requiredText(),
  apellidos: requiredText(),
  telefono: telefonoSchema,
  genero: generoSchema,
  correo: emailSchema,
};

const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, messages.invalidDate).refine((value) => {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  return toIsoDate(y, m, d) === value;
}, messages.invalidDate);

/** POST /api/accounts */
export const signUpRequestSchema = z.object({
  ...personalData,
  fechaNacimiento: isoDateSchema,
  password: passwordSchema,
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

const selectedNumber = z
  .string({ error: messages.required })
  .min(1, messages.required)
  .regex(/^\d+$/, messages.required);

/** The registration form: birth date as three selects, joined into fechaNacimiento on submit. */
export const signUpFormSchema = z
  .object({
    ...personalData,
    dia: selectedNumber,
    mes: selectedNumber,
    anio: selectedNumber,
    password: passwordSchema,
  })
  .superRefine((form, ctx) => {
    if (toIsoDate(Number(form.anio), Number(form.mes), Number(form.dia)) === null) {
      ctx.addIssue({ code: 'custom', path: ['dia'], message: messages.invalidDate });
    }
  });
export type SignUpForm = z.input<typeof signUpFormSchema>;

export function toSignUpRequest(form: z.output<typeof signUpFormSchema>): SignUpRequest {
  const { dia, mes, anio, ...rest } = form;
  return { ...rest, fechaNacimiento: toIsoDate(Number(anio), Number(mes), Number(dia)) ?? '' };
}

export const signInFormSchema = z.object({ correo: emailSchema, password: passwordSchema });
export type SignInForm = z.input<typeof signInFormSchema>;

export const passwordRestoreFormSchema = z.object({ correo: emailSchema });

export const newPasswordFormSchema = z.object({
  correo: emailSchema,
  code: requiredText(10).regex(/^\d{4,10}$/, messages.invalidResetCode),
  password: passwordSchema,
});
export type NewPasswordForm = z.input<typeof newPasswordFormSchema>;

/** PUT /api/me */
export const profileUpdateSchema = z.object(personalData);
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** 1 = platform admin (Cognito group `admin`), 2 = every other user. */
export type Perfil = 1 | 2;

/** GET /api/me, PUT /api/me */
export interface Profile {
  userId: string;
  nombres: string;
  apellidos: string;
  telefono: string;
  genero: 'F' | 'M';
  fechaNacimiento: string;
  correo: string;
  perfil: Perfil;
  fechaRegistro: string;
  viaRegistro: 'web';
  photoURL?: string;
}

export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;

/** POST /api/me/photo-upload */
export const photoUploadRequestSchema = z.object({
  contentType: z.enum(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'], {
    error: messages.photoType,
  }),
  size: z.number().int().positive().max(PHOTO_MAX_BYTES, messages.photoTooBig),
});
export type PhotoUploadRequest = z.infer<typeof photoUploadRequestSchema>;

export interface PhotoUploadTicket {
  uploadUrl: string;
  headers: Record<string, string>;
  key: string;
}
