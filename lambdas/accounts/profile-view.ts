// The Profile the API answers with: the stored item plus the caller's perfil.
import type { Perfil, Profile } from '@shared/accounts/account-schemas';
import type { ProfileItem } from '@lambdas/data/profile-entity';

export function toProfile(item: ProfileItem, perfil: Perfil): Profile {
  return {
    userId: item.userId,
    nombres: item.nombres,
    apellidos: item.apellidos,
    telefono: item.telefono,
    genero: item.genero,
    fechaNacimiento: item.fechaNacimiento,
    correo: item.correo,
    perfil,
    fechaRegistro: item.fechaRegistro,
    viaRegistro: item.viaRegistro,
    ...(item.photoURL ? { photoURL: item.photoURL } : {}),
  };
}
