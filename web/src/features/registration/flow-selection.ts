// What the flow's choices amount to against the event's configuration: the modality, the categories
// offered, the chosen one, the fields to fill and the order as the browser estimates it, for the
// public online or for staff at the desk.
import type { FormAudience } from '@shared/registration/form-audience';
import { offeredCategories, type CategoryOffer } from '@shared/registration/offered-categories';
import { groupShare } from '@shared/registration/group-discount';
import { computeOrder, type Order, type OrderSelection } from '@shared/registration/order-total';
import type { Dispatch } from 'react';
import type { AthleteData, RegistrationView } from '@shared/registration/registration-api';
import type { Currency, FormField, ModalityConfig } from '@shared/registration/registry-config-schema';
import { branchCategories } from '@shared/results/categories';
import type { Category, Modality } from '@shared/results/event-schemas';
import type { Rama } from '@shared/results/ramas';
import type { FlowAction, FlowState } from './flow-state';
import { shownFields } from '@shared/registration/form-fields';

export interface FlowSelection {
  modality: Modality | null;
  modalityConfig: ModalityConfig | null;
  /** null until a modality is chosen. */
  offer: CategoryOffer | null;
  /** The chosen category, or the only one offered (auto-selected, docs/registration.md §5). */
  category: (Category & { rama: Rama }) | null;
  currency: Currency;
  /** The general form, the category's group and, unless hidden, the modality's groups. */
  fields: FormField[];
  /** Who registers: the fields, products and fee are theirs. */
  audience: FormAudience;
}

export const generalFieldIds = (view: RegistrationView) => new Set(view.config.formulario.map((field) => field.iDCampo));

function chosenCategory(modality: Modality, offer: CategoryOffer, state: FlowState): FlowSelection['category'] {
  if (offer.status !== 'offered') return null;
  const choice = state.categoria ?? offer.seleccionada;
  if (!choice) return null;
  const { rama, codigo } = choice;
  if (!offer.categorias.some((offered) => offered.rama === rama && offered.codigo === codigo)) return null;
  const category = branchCategories(modality, rama).find((candidate) => candidate.codigo === codigo);
  return category ? { ...category, rama } : null;
}

export function resolveSelection(view: RegistrationView, state: FlowState, now: Date, audience: FormAudience): FlowSelection {
  const { config, event } = view;
  const currencies = config.configuracion.moneda;
  const currency = currencies.find((candidate) => candidate.codigo === state.moneda) ?? currencies.find((candidate) => candidate.tipo === 'base');
  if (!currency) throw new Error('registryConfigSchema guarantees a base currency');
  const modality = view.modalidades.find((candidate) => candidate.codigoModalidad === state.codigoModalidad) ?? null;
  const modalityConfig = modality ? (config.configModalidad[modality.codigoModalidad] ?? null) : null;
  const offer =
    modality && state.datos
      ? offeredCategories(modality, state.datos, { edadActual: config.configuracion.edadActual, categoriasInferiores: config.configuracion.categoriasInferiores, event, now })
      : null;
  const category = modality && offer ? chosenCategory(modality, offer, state) : null;
  const categoryGroup = category?.camposAdicionalesKey ? (config.gruposFormularios[category.camposAdicionalesKey] ?? []) : [];
  const modalityGroups = modality && modalityConfig && !modality.hideAditionalInputs ? Object.values(modalityConfig.camposAdicionalesModalidad) : [];
  const fields = shownFields([config.formulario, categoryGroup, ...modalityGroups], audience);
  return { modality, modalityConfig, offer, category, currency, fields, audience };
}

/**
 * An order as the server computes it (shared/registration/order-total.ts) for the browser to show
 * before the server answers: the code's amount is the one its check granted; null when it cannot be ordered.
 */
export function orderEstimate(view: RegistrationView, selection: OrderSelection, now: Date): Order | null {
  const result = computeOrder({ ...view.config, codigosDescuento: [] }, selection, now);
  return result.ok ? result.order : null;
}

/**
 * The order of the athlete being filled in; null until a category is chosen. In a group, with the
 * group discount of the group this athlete joins (those added and this one).
 */
export function estimatedOrder(view: RegistrationView, state: FlowState, selection: FlowSelection, now: Date): Order | null {
  const { modality, category, audience } = selection;
  if (!modality || !category) return null;
  const productos = state.productos.map(({ codigoProducto, cantidad }) => ({ codigoProducto, cantidad, campos: state.productoCampos[codigoProducto] ?? {} }));
  const descuento = state.descuento ?? undefined;
  const grupo = state.grupo ? groupShare(view.config.descuentoGrupo, state.grupo.miembros.length + 1) : undefined;
  return orderEstimate(view, { modalidad: modality, categoria: category, moneda: selection.currency.codigo, productos, descuento, audience, grupo }, now);
}

/** What every step after the data form is given. */
export interface StepProps {
  view: RegistrationView;
  state: FlowState & { datos: AthleteData };
  selection: FlowSelection;
  dispatch: Dispatch<FlowAction>;
  /** The key of the place the waiting list offered: the registration claims it. */
  oferta?: { clave: string };
}
