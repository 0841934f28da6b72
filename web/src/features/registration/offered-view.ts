// A registration the waiting list offered a place for: the held place is the athlete's own, so their
// view of the modality counts it free, as the server does (docs/registration.md, Waiting list).
import type { RegistrationView } from '@shared/registration/registration-api';

export function withOfferedPlace(view: RegistrationView, codigoModalidad: string): RegistrationView {
  const occupancy = view.ocupacion[codigoModalidad];
  if (!occupancy) return view;
  return { ...view, ocupacion: { ...view.ocupacion, [codigoModalidad]: { ...occupancy, inscritos: Math.max(0, occupancy.inscritos - 1) } } };
}
