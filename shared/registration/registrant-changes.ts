// The change registry of a registrant (docs/registration.md §3 Change-registry entry): which action
// each staff change is, and how it is described (the description is also the toast staff see).
import { adminTexts } from './admin-texts';
import type { ChangeEntry, CoreField } from './registrant-admin-api';

export const CHANGE_ACTIONS = {
  borrado: 1,
  reversaBorrado: 2,
  correo: 3,
  nombre: 4,
  apellido: 5,
  telefono: 6,
  fechaNacimiento: 7,
  modalidad: 8,
  rama: 9,
  categoria: 10,
  camposAdicionales: 11,
  folioLiberado: 20,
  /** Changes the athlete made from the confirmation page, and staff undoing one (docs/registration.md, Transfers and modality changes). */
  traspaso: 30,
  cambioModalidad: 31,
  cambioDeshecho: 32,
} as const;

export const coreFieldActions: Record<CoreField, number> = {
  correo: CHANGE_ACTIONS.correo,
  nombres: CHANGE_ACTIONS.nombre,
  apellidos: CHANGE_ACTIONS.apellido,
  apellidoPaterno: CHANGE_ACTIONS.apellido,
  apellidoMaterno: CHANGE_ACTIONS.apellido,
  telefono: CHANGE_ACTIONS.telefono,
  fechaNacimiento: CHANGE_ACTIONS.fechaNacimiento,
};

export const coreFieldLabels: Record<CoreField, string> = {
  correo: 'Correo',
  nombres: 'Nombre',
  apellidos: 'Apellidos',
  apellidoPaterno: 'Apellido Paterno',
  apellidoMaterno: 'Apellido Materno',
  telefono: 'Teléfono',
  fechaNacimiento: 'Fecha de nacimiento',
};

/** Who made a change, as the registry names them. */
export interface Staff {
  iduser: string;
  nombresUser: string;
  apellidosUser: string;
}

export const changeEntry = (staff: Staff, action: number, description: string, now: Date, iDCampo?: string): ChangeEntry => ({
  date: now.toISOString(),
  action,
  description,
  ...staff,
  ...(iDCampo === undefined ? {} : { iDCampo }),
});

/** A value as the registry writes it: empty as '', a tick as 'Sí'/'No'. */
export function changeValueText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  return String(value);
}

export const describeChange = (label: string, before: unknown, after: unknown) => adminTexts.changeDescription(label, changeValueText(before), changeValueText(after));
