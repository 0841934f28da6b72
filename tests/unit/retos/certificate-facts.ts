// What a certificate states, for the certificate's tests: a finisher of a 21.1 km reto, with changes.
import type { CertificateFacts } from '@shared/retos/certificate';

export const certificateFacts = (changes: Partial<CertificateFacts> = {}): CertificateFacts => ({
  athleteName: 'Ñandú Pérez',
  eventName: 'Reto 21K de invierno',
  distanceKm: 21.1,
  finishTime: '01:52:07',
  gender: 'F',
  positionAbsolute: 12,
  positionAbsoluteGender: 5,
  date: '2030-01-31T20:00:00Z',
  ...changes,
});
