import { describe, expect, it } from 'vitest';
import {
  newPasswordFormSchema,
  passwordRestoreFormSchema,
  photoUploadRequestSchema,
  profileUpdateSchema,
  signInFormSchema,
  signUpFormSchema,
  signUpRequestSchema,
  toSignUpRequest,
} from '@shared/accounts/account-schemas';

const validForm = {
  nombres: 'Ana',
  apellidos: 'López Ruiz',
  telefono: '55 1234 5678',
  genero: 'F',
  dia: '29',
  mes: '2',
  anio: '2000',
  correo: '  Ana.Lopez@Ejemplo.MX ',
  password: 'secreta',
};

function firstMessages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('signUpFormSchema', () => {
  it('accepts a complete form, lower-cases the e-mail and joins the birth date', () => {
    const parsed = signUpFormSchema.parse(validForm);
    expect(toSignUpRequest(parsed)).toEqual({
      nombres: 'Ana',
      apellidos: 'López Ruiz',
      telefono: '55 1234 5678',
      genero: 'F',
      correo: 'ana.lopez@ejemplo.mx',
      fechaNacimiento: '2000-02-29',
      password: 'secreta',
    });
  });

  it.each(['nombres', 'apellidos', 'telefono', 'genero', 'dia', 'mes', 'anio', 'correo', 'password'])(
    'says "Campo requerido" when %s is empty',
    (field) => {
      const fields = firstMessages(signUpFormSchema.safeParse({ ...validForm, [field]: '' }));
      expect(fields[field]).toBe('Campo requerido');
    },
  );

  it.each([
    ['12345', 'Mínimo 6 caracteres'],
    ['a', 'Mínimo 6 caracteres'],
  ])('rejects the password %j with %j', (password, message) => {
    expect(firstMessages(signUpFormSchema.safeParse({ ...validForm, password })).password).toBe(message);
  });

  it('accepts a password of exactly 6 characters', () => {
    expect(signUpFormSchema.safeParse({ ...validForm, password: '123456' }).success).toBe(true);
  });

  it.each(['ana', 'ana@', 'ana@ejemplo', '@ejemplo.mx'])('says "Correo inválido" for %j', (correo) => {
    expect(firstMessages(signUpFormSchema.safeParse({ ...validForm, correo })).correo).toBe('Correo inválido');
  });

  it('rejects a day that does not exist in that month', () => {
    const fields = firstMessages(signUpFormSchema.safeParse({ ...validForm, dia: '29', anio: '2001' }));
    expect(fields.dia).toBe('Fecha inválida');
  });

  it('rejects a phone with letters', () => {
    expect(firstMessages(signUpFormSchema.safeParse({ ...validForm, telefono: 'llámame' })).telefono).toBe(
      'Teléfono inválido',
    );
  });
});

describe('signUpRequestSchema', () => {
  const request = { ...toSignUpRequest(signUpFormSchema.parse(validForm)) };

  it.each(['2001-02-29', '2000-13-01', '2000-1-1', 'ayer'])('rejects the birth date %j', (fechaNacimiento) => {
    expect(signUpRequestSchema.safeParse({ ...request, fechaNacimiento }).success).toBe(false);
  });

  it('rejects a gender other than F or M', () => {
    expect(firstMessages(signUpRequestSchema.safeParse({ ...request, genero: 'X' })).genero).toBe('Campo requerido');
  });

  it('says "Campo requerido" for a missing field, not a type error', () => {
    const { nombres: _omitted, ...withoutNombres } = request;
    expect(firstMessages(signUpRequestSchema.safeParse(withoutNombres)).nombres).toBe('Campo requerido');
  });
});

describe('sign-in, recovery and profile forms', () => {
  it('sign-in requires both fields and a 6-character password', () => {
    expect(firstMessages(signInFormSchema.safeParse({ correo: '', password: '' }))).toEqual({
      correo: 'Campo requerido',
      password: 'Campo requerido',
    });
    expect(firstMessages(signInFormSchema.safeParse({ correo: 'a@b.mx', password: '12345' })).password).toBe(
      'Mínimo 6 caracteres',
    );
  });

  it('recovery requires only the e-mail', () => {
    expect(passwordRestoreFormSchema.parse({ correo: 'A@B.MX' })).toEqual({ correo: 'a@b.mx' });
    expect(firstMessages(passwordRestoreFormSchema.safeParse({ correo: '' })).correo).toBe('Campo requerido');
  });

  it('the new-password form needs the numeric code', () => {
    const fields = firstMessages(newPasswordFormSchema.safeParse({ correo: 'a@b.mx', code: 'abc', password: '123456' }));
    expect(fields.code).toBe('El código son los números que llegaron a tu correo');
  });

  it('the profile requires the five personal fields', () => {
    expect(Object.keys(firstMessages(profileUpdateSchema.safeParse({}))).sort()).toEqual(
      ['apellidos', 'correo', 'genero', 'nombres', 'telefono'],
    );
  });
});

describe('photoUploadRequestSchema', () => {
  it('accepts a JPEG under 15 MB and refuses a PDF or a 16 MB file', () => {
    expect(photoUploadRequestSchema.safeParse({ contentType: 'image/jpeg', size: 1000 }).success).toBe(true);
    expect(photoUploadRequestSchema.safeParse({ contentType: 'application/pdf', size: 1000 }).success).toBe(false);
    expect(photoUploadRequestSchema.safeParse({ contentType: 'image/png', size: 16 * 1024 * 1024 }).success).toBe(false);
  });
});
