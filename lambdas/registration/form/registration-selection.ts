// The modality, category and currency a registration request names, resolved against the event's
// modalities and registry configuration; 400 when the event does not offer them.
import { findCurrency } from '@shared/registration/currency';
import type { FormAudience } from '@shared/registration/form-audience';
import { instantInZone } from '@shared/registration/instant-text';
import { isRegistrationOpen } from '@shared/registration/registration-api';
import { registrationApiMessages } from '@shared/registration/registration-texts';
import { registrationWindow } from '@shared/registration/registration-window';
import type { Currency, ModalityConfig, RegistryConfig } from '@shared/registration/registry-config-schema';
import { branchCategories } from '@shared/results/categories';
import type { Category, Modality } from '@shared/results/event-schemas';
import type { Rama } from '@shared/results/ramas';
import { messages } from '@shared/core/messages';
import { HttpError } from '@lambdas/core/http-error';
import type { RegistrationContext } from './registration-context';

export interface Selection {
  config: RegistryConfig;
  modality: Modality;
  modalityConfig: ModalityConfig;
  category: Category;
  currency: Currency;
  /** Who registers: the fields, products and fee of the order are theirs. */
  audience: FormAudience;
}

export interface SelectionRequest {
  codigoModalidad: string;
  rama: Rama;
  codigoCategoria: number;
  moneda: string;
}

/** The registry configuration of an event taking registrations; 400 when it is not (with the opening date when it is still to come). */
export function openConfig({ event, config }: RegistrationContext, now = new Date()): RegistryConfig {
  if (config && isRegistrationOpen(event, config, now)) return config;
  const opensAt = config?.inscripciones.apertura;
  const message = opensAt && registrationWindow(config.inscripciones, now) === 'porAbrir' ? registrationApiMessages.registrationOpensOn(instantInZone(opensAt, event.zonaHoraria)) : registrationApiMessages.registrationClosed;
  throw new HttpError(400, 'REGISTRATION_CLOSED', message);
}

export function selectionOf(context: RegistrationContext, request: SelectionRequest, audience: FormAudience): Selection {
  const config = openConfig(context);
  const modality = context.modalidades.find((candidate) => candidate.codigoModalidad === request.codigoModalidad && !candidate.hide);
  const modalityConfig = config.configModalidad[request.codigoModalidad];
  if (!modality || !modalityConfig) {
    throw new HttpError(400, 'MODALITY_UNAVAILABLE', registrationApiMessages.modalityUnavailable, { codigoModalidad: registrationApiMessages.modalityUnavailable });
  }
  const category = branchCategories(modality, request.rama).find((candidate) => candidate.codigo === request.codigoCategoria && !candidate.hide);
  if (!category) {
    throw new HttpError(400, 'CATEGORY_NOT_OFFERED', registrationApiMessages.categoryNotOffered, { codigoCategoria: registrationApiMessages.categoryNotOffered });
  }
  const currency = findCurrency(config, request.moneda);
  if (!currency) throw new HttpError(400, 'VALIDATION', messages.invalidRequest, { moneda: messages.invalidRequest });
  return { config, modality, modalityConfig, category, currency, audience };
}
