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
  /** 'Tu grupo': the estimate of what the group pays as it stands, and what its group discount is. */
  estimateTitle: 'Total estimado del grupo',
  discountIncluded: (porcentaje: number, miembros: number) => `Cada inscripción incluye ${porcentaje} % de descuento de grupo por ser ${miembros} atletas.`,
  discountMissing: (faltan: number, porcentaje: number) => `Agrega ${faltan} ${faltan === 1 ? 'atleta más' : 'atletas más'} para tener ${porcentaje} % de descuento de grupo en cada inscripción.`,
  /** Under an athlete's estimate, counting this athlete: the group's size decides the discount. */
  athleteDiscountIncluded: (porcentaje: number, miembros: number) => `Con este atleta, el grupo suma ${miembros} atletas: su inscripción incluye ${porcentaje} % de descuento de grupo.`,
  athleteDiscountMissing: (miembros: number, minimo: number, porcentaje: number) =>
    `Con este atleta, el grupo suma ${miembros} ${miembros === 1 ? 'atleta' : 'atletas'}; con ${minimo} o más, cada inscripción tiene ${porcentaje} % de descuento de grupo.`,
} as const;
