import type { Profile } from '@shared/accounts/account-schemas';

export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    userId: 'user-1',
    nombres: 'Ana',
    apellidos: 'López',
    telefono: '5512345678',
    genero: 'F',
    fechaNacimiento: '1990-03-15',
    correo: 'ana@example.mx',
    perfil: 2,
    fechaRegistro: '2024/01/10',
    viaRegistro: 'web',
    ...overrides,
  };
}
