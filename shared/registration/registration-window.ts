// Whether registration is open at an instant, by the organizer's switch and optional dates
// (registry configuration `inscripciones`; docs/registration.md, Opening and closing).
import type { RegistryConfig } from './registry-config-schema';

export type RegistrationWindow = 'abiertas' | 'cerradas' | 'porAbrir';

export function registrationWindow(inscripciones: RegistryConfig['inscripciones'], now: Date): RegistrationWindow {
  if (!inscripciones.abiertas) return 'cerradas';
  if (inscripciones.apertura && now.getTime() < Date.parse(inscripciones.apertura)) return 'porAbrir';
  if (inscripciones.cierre && now.getTime() >= Date.parse(inscripciones.cierre)) return 'cerradas';
  return 'abiertas';
}
