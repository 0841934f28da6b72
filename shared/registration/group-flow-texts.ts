// The group registration's texts in the public flow (docs/registration.md, Group registration), in Spanish.
import { moneyText } from './money-text';

export const groupFlowTexts = {
  start: 'Inscribir a un grupo (familia, club o empresa)',
  startHint: 'Una sola persona paga la inscripción de varios atletas: cada uno con sus datos, carrera y productos, y su propia confirmación y folio.',
  banner: (count: number) => (count === 0 ? 'Inscripción grupal: captura al primer atleta' : `Inscripción grupal: ${count} ${count === 1 ? 'atleta agregado' : 'atletas agregados'}`),
  leave: 'Salir de la inscripción grupal',
  seeGroup: 'Ver el grupo',
  addToGroup: 'Agregar al grupo',
  title: 'Tu grupo',
  label: 'Nombre del grupo',
  labelHint: 'Por ejemplo: Familia Pérez, Club Corredores del Valle',
  member: (index: number) => `Atleta ${index}`,
  remove: (name: string) => `Quitar a ${name}`,
  addAnother: 'Agregar otro atleta',
  minimum: (min: number) => `Agrega al menos ${min} atletas para continuar`,
  full: (max: number) => `El grupo ya tiene el máximo de ${max} atletas`,
  rule: (porcentaje: number, minimo: number) => `Grupos de ${minimo} atletas o más: ${porcentaje} % de descuento en la inscripción y los productos de cada uno`,
  memberLine: (name: string) => `Inscripción de ${name}`,
  confirmations: 'Confirmaciones del grupo',
  confirmationOf: (name: string) => `Ver la confirmación de ${name}`,
  total: (cents: number, moneda: string) => `Total del grupo: ${moneyText(cents, moneda)}`,
  /** The confirmation page's row of a group's member. */
  groupRow: 'Inscripción grupal',
  /** Under an athlete's estimate: the group's discount depends on how many athletes it ends with. */
  discountAtPayment: 'El descuento de grupo, si aplica, se descuenta al continuar al pago con todo el grupo.',
} as const;
