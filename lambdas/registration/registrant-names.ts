// A registrant's name as mails and providers read it: surnames whole, or paternal and maternal when
// the event keeps them apart (spec §3 separarApellidos).
import type { RegistrantItem } from '../data/registrant-entity';

type Named = Pick<RegistrantItem, 'nombres' | 'apellidos' | 'apellidoPaterno' | 'apellidoMaterno'>;

export function surnamesOf({ apellidos, apellidoPaterno, apellidoMaterno }: Named): string {
  return apellidos ?? [apellidoPaterno, apellidoMaterno].filter(Boolean).join(' ');
}

export const fullNameOf = (registrant: Named) => [registrant.nombres, surnamesOf(registrant)].filter(Boolean).join(' ');
