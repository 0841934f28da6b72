// Values the registrant record carries as the spec writes them (docs/registration.md §3 Registrant, §1): not shown as
// sentences, but read by the admin screens and reports.
export const registrantValues = {
  /** fechaRegistro of a registration not complete yet. */
  fechaPendiente: 'PENDIENTE',
  /** usuarioRegistra of a registration made without an account. */
  sinUsuario: 'No registrado',
  versionForm: '2.0',
  /** tkl when the visitor came with no tracking link. */
  sinTkl: 'direct',
} as const;
