// Where an athlete's change puts the registration (docs/registration.md, Transfers and modality
// changes), worked out before anything is charged: the modality, the branch and the category
// recomputed for the athlete (the suggested one for their age, else the first offered), the new
// personal data of a transfer (with a new key for the new holder's link), and what it costs now. Refusals are 4xx in Spanish.
import { randomBytes } from 'node:crypto';
import type { AthleteData } from '@shared/registration/registration-api';
import { changeApiMessages } from '@shared/registration/change-texts';
import type { Order } from '@shared/registration/order-total';
import { offeredCategories } from '@shared/registration/offered-categories';
import { priceAt } from '@shared/registration/price-window';
import { modalityChangeQuote, paidInscription, type ModalityChangeQuote } from '@shared/registration/registration-changes';
import type { RegistryConfig } from '@shared/registration/registry-config-schema';
import { branchCategories } from '@shared/results/categories';
import type { EventSummary, Modality } from '@shared/results/event-schemas';
import { HttpError } from '@lambdas/core/http-error';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import type { Placement } from '../admin/registrant-move-repository';
import type { FolioRange } from '../folios/folio-draw';

export interface ChangeContext {
  event: EventSummary;
  modalidades: Modality[];
  config: RegistryConfig;
  /** Places held, by codigoModalidad. */
  held: Record<string, number>;
}

export interface ChangePlan {
  placement: Placement;
  range: FolioRange;
  /** A transfer's new personal data. */
  set?: Partial<RegistrantItem>;
  redrawFolio: boolean;
}

/** 144 random bits: 24 characters of base64url in the link. */
const LINK_KEY_BYTES = 18;

const conflict = (code: string, message: string) => new HttpError(409, code, message);

/** The modality and its registry configuration; 409 when it is not offered. */
function modalityOf(context: ChangeContext, codigoModalidad: string) {
  const modality = context.modalidades.find((candidate) => candidate.codigoModalidad === codigoModalidad && !candidate.hide);
  const modalityConfig = context.config.configModalidad[codigoModalidad];
  if (!modality || !modalityConfig) throw conflict('MODALITY_UNAVAILABLE', changeApiMessages.modalityUnavailable);
  return { modality, modalityConfig };
}

/** The athlete's placement in the modality: their own branch (or the mixed one) and the category offered for their age. */
function placementFor(context: ChangeContext, modality: Modality, athlete: Pick<AthleteData, 'genero' | 'fechaNacimiento'>, now: Date): Placement {
  const { edadActual, categoriasInferiores } = context.config.configuracion;
  const offer = offeredCategories(modality, athlete, { edadActual, categoriasInferiores, event: context.event, now });
  const chosen = offer.status === 'offered' ? (offer.categorias.find((category) => category.sugerida) ?? offer.categorias[0]) : undefined;
  if (!chosen) throw conflict('NO_CATEGORY', changeApiMessages.noCategory);
  return {
    modalidad: modality.codigoModalidad,
    descripcionModalidad: modality.descripcionModalidad,
    kilometro: modality.kilometro,
    rama: chosen.rama,
    categoria: chosen.codigo,
    nombreCategoria: chosen.nombreCategoria,
  };
}

/** What a modality change to `codigoModalidad` costs now, with where it puts the registrant. */
export function modalityQuote(context: ChangeContext, registrant: RegistrantItem, codigoModalidad: string, now: Date): ModalityChangeQuote & { plan: ChangePlan } {
  if (codigoModalidad === registrant.modalidad) throw conflict('SAME_MODALITY', changeApiMessages.sameModality);
  const { modality, modalityConfig } = modalityOf(context, codigoModalidad);
  if ((context.held[codigoModalidad] ?? 0) >= modalityConfig.folios.capacidad) throw conflict('SOLD_OUT', changeApiMessages.soldOut);
  const placement = placementFor(context, modality, registrant, now);
  const precioKey = branchCategories(modality, placement.rama).find((category) => category.codigo === placement.categoria)?.precioKey;
  const price = priceAt(modalityConfig.precio, precioKey, now);
  const quote = modalityChangeQuote(context.config, paidInscription(context.config, registrant.order as Order), price);
  return { ...quote, plan: { placement, range: modalityConfig.folios, redrawFolio: false } };
}

/** Where a transfer to the athlete of `datos` puts the registration: its modality, the new athlete's category. */
export function transferPlan(context: ChangeContext, registrant: RegistrantItem, datos: AthleteData | undefined, now: Date): ChangePlan {
  if (!datos) throw new HttpError(400, 'VALIDATION', changeApiMessages.dataRequired);
  if (datos.correo.toLowerCase() === registrant.correo.toLowerCase()) throw new HttpError(400, 'VALIDATION', changeApiMessages.sameHolder, { correo: changeApiMessages.sameHolder });
  const { modality, modalityConfig } = modalityOf(context, registrant.modalidad);
  const { separarApellidos } = context.config.configuracion;
  const set: Partial<RegistrantItem> = {
    // The new holder's link key: the link of whoever held it before opens nothing once this is written.
    llave: randomBytes(LINK_KEY_BYTES).toString('base64url'),
    correo: datos.correo,
    nombres: datos.nombres,
    telefono: datos.telefono,
    fechaNacimiento: datos.fechaNacimiento,
    genero: datos.genero,
    ...(separarApellidos ? { apellidoPaterno: datos.apellidoPaterno ?? '', apellidoMaterno: datos.apellidoMaterno ?? '' } : { apellidos: datos.apellidos ?? '' }),
  };
  return { placement: placementFor(context, modality, datos, now), range: modalityConfig.folios, set, redrawFolio: context.config.cambios.traspasos.folio === 'nuevo' };
}
