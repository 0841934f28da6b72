// A registrant's name as pages, mails, the waiver and the payment provider write it: surnames whole,
// or paternal and maternal when the event keeps them apart (docs/registration.md §3 separarApellidos).
import type { AthleteData } from './registration-api';

type Named = Pick<AthleteData, 'nombres' | 'apellidos' | 'apellidoPaterno' | 'apellidoMaterno'>;

export function fullName({ nombres, apellidos, apellidoPaterno, apellidoMaterno }: Named): string {
  return [nombres, apellidos, apellidoPaterno, apellidoMaterno].filter(Boolean).join(' ');
}
