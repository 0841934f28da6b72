// What the event's staff do to the demo's registrants after they registered (docs/registration.md §3 Change-registry
// entry, §4 Deletion): a few field edits, two moves between distances, deletions, one restored and one
// folio released, and confirmations sent again; planned from the registrants' plan alone.
import type { FieldEdit, SelectionChange } from '@shared/registration/registrant-admin-api';
import { offeredCategories } from '@shared/registration/offered-categories';
import type { Modality } from '@shared/results/event-schemas';
import { DEMO_PRICE_KEYS } from './demo-registration';
import type { PlannedRegistrant, PlanOptions } from './demo-registrant-plan';

/** The staff accounts (demo-accounts.ts): the event's creator, its Master Organizador and Master Cliente, and the point of sale. */
export type StaffMember = 'organizador' | 'organizadora' | 'cliente' | 'taquilla';

/** What staff send but the revision they read, which they learn only when they act. */
type Unread<T> = T extends unknown ? Omit<T, 'revision'> : never;
type Edit = Unread<FieldEdit>;
type Move = Unread<SelectionChange>;

export type StaffAction =
  | { kind: 'edit'; index: number; by: StaffMember; edit: Edit }
  | { kind: 'move'; index: number; by: StaffMember; to: Move }
  | { kind: 'delete' | 'restore' | 'release' | 'resend'; index: number; by: StaffMember };

const DELETIONS = 5;

/** The same person in another distance, in the category of their age there. */
function moveTo(planned: PlannedRegistrant, modality: Modality, event: PlanOptions['event']): Move | undefined {
  const { datos } = planned.request;
  const offer = offeredCategories(modality, datos, { edadActual: true, categoriasInferiores: false, event, now: new Date(`${event.fechaEvento}T12:00:00Z`) });
  const category = offer.status === 'offered' ? offer.categorias.find((candidate) => candidate.sugerida) : undefined;
  return category && { codigoModalidad: modality.codigoModalidad, rama: category.rama, codigoCategoria: category.codigo };
}

const isPlainCardPayment = (planned: PlannedRegistrant, modalidades: Modality[]) => {
  if (planned.path !== 'tarjeta' || !['21K', '10K'].includes(planned.request.codigoModalidad)) return false;
  const modality = modalidades.find((candidate) => candidate.codigoModalidad === planned.request.codigoModalidad);
  const category = modality?.ramaCat[`rama_${planned.request.rama}`]?.categorias.find((candidate) => candidate.codigo === planned.request.codigoCategoria);
  return category?.precioKey !== DEMO_PRICE_KEYS.elite;
};

/** The first of `paid` running `from` who can run `to`, and where they go there. */
function firstMove(paid: PlannedRegistrant[], from: string, to: Modality | undefined, event: PlanOptions['event']) {
  for (const planned of paid) {
    const target = to && planned.request.codigoModalidad === from ? moveTo(planned, to, event) : undefined;
    if (target) return { planned, target };
  }
  return undefined;
}

const other = (current: unknown, first: string, second: string) => (current === first ? second : first);

export function staffScript(plan: PlannedRegistrant[], { modalidades, event }: Pick<PlanOptions, 'modalidades' | 'event'>): StaffAction[] {
  const byCode = new Map(modalidades.map((modality) => [modality.codigoModalidad, modality]));
  const paid = plan.filter((planned) => isPlainCardPayment(planned, modalidades));
  const longer = firstMove(paid, '10K', byCode.get('21K'), event);
  const shorter = firstMove(paid, '21K', byCode.get('10K'), event);
  const unmoved = paid.filter((planned) => planned.index !== longer?.planned.index && planned.index !== shorter?.planned.index);
  const [mail, phone, surname, club, ...rest] = unmoved;
  const deleted = rest.slice(0, DELETIONS);
  if (!longer || !shorter || !mail || !phone || !surname || !club || deleted.length < DELETIONS) throw new Error('El plan de inscritos es muy corto para los cambios del personal');
  const desk = plan.find((planned) => planned.clerk === 'taquilla');
  return [
    { kind: 'edit', index: mail.index, by: 'organizadora', edit: { campo: 'correo', valor: `nuevo.${mail.request.datos.correo}` } },
    { kind: 'resend', index: mail.index, by: 'organizadora' },
    { kind: 'edit', index: phone.index, by: 'cliente', edit: { campo: 'telefono', valor: `22255501${String(phone.index % 100).padStart(2, '0')}` } },
    { kind: 'resend', index: phone.index, by: 'cliente' },
    { kind: 'edit', index: surname.index, by: 'organizadora', edit: { campo: 'apellidoMaterno', valor: other(surname.request.datos.apellidoMaterno, 'Domínguez', 'Ramírez') } },
    { kind: 'edit', index: club.index, by: 'cliente', edit: { campoAdicional: 'club', valor: other(club.request.campos.club, 'Corredores de Puebla', 'Club Popocatépetl') } },
    // The point of sale edits only whom it registered.
    ...(desk ? [{ kind: 'edit' as const, index: desk.index, by: 'taquilla' as const, edit: { campoAdicional: 'tallaPlayera', valor: other(desk.request.campos.tallaPlayera, 'G', 'M') } }] : []),
    { kind: 'move', index: longer.planned.index, by: 'organizadora', to: longer.target },
    { kind: 'move', index: shorter.planned.index, by: 'cliente', to: shorter.target },
    ...deleted.map((planned, n): StaffAction => ({ kind: 'delete', index: planned.index, by: n % 2 === 0 ? 'organizador' : 'cliente' })),
    { kind: 'restore', index: deleted[0]!.index, by: 'cliente' },
    { kind: 'release', index: deleted[1]!.index, by: 'organizadora' },
  ];
}
