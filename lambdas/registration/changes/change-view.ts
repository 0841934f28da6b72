// An athlete's change as its payer reads it (docs/registration.md, Transfers and modality changes),
// and what the confirmation page offers: the organizer's rules and the change pending, if any.
import type { ChangeView, ConfirmationChanges } from '@shared/registration/change-api';
import type { Order } from '@shared/registration/order-total';
import { isRegistrationOpen, registrationLink } from '@shared/registration/registration-api';
import type { RegistryConfig } from '@shared/registration/registry-config-schema';
import type { EventSummary } from '@shared/results/event-schemas';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import type { RegistrationChangeItem } from '@lambdas/data/registration-change-entity';

/**
 * A transfer's new holder's link, for the attempt that paid it (its retry after a lost answer too),
 * never for another: the change's id is known to the one who gave the registration away.
 */
export function newHolderLink(change: RegistrationChangeItem, intento: string): string | undefined {
  const despues = change.despues as Pick<RegistrantItem, 'llave'> | undefined;
  if (change.tipo !== 'traspaso' || change.estado !== 'aplicado' || change.intentoPago !== intento || !despues?.llave) return undefined;
  return registrationLink(change.registroId, despues.llave);
}

/** `enlace`: the payer holds the registration now (a transfer applied, newHolderLink), so its page is theirs to open. */
export function toChangeView(change: RegistrationChangeItem, event: EventSummary, config: RegistryConfig, modalidad: string, enlace?: string): ChangeView {
  return {
    cambioId: change.cambioId,
    tipo: change.tipo,
    estado: change.estado,
    event,
    modalidad,
    ...(change.descripcionDestino ? { destino: change.descripcionDestino } : {}),
    order: change.order as Order,
    reembolso: change.reembolso,
    prueba: config.prueba,
    separarApellidos: config.configuracion.separarApellidos,
    ...(enlace ? { enlace } : {}),
    ...(change.hasta ? { hasta: change.hasta } : {}),
  };
}

/** Offered while the organizer allows it and the event takes registrations (the deadline the page checks itself). */
export function confirmationChanges(registrant: RegistrantItem, event: EventSummary, config: RegistryConfig): ConfirmationChanges {
  const { traspasos, cambioModalidad } = config.cambios;
  const open = isRegistrationOpen(event, config);
  return {
    traspaso: { permitido: traspasos.permitidos && open, cuota: traspasos.cuota, folio: traspasos.folio, ...(traspasos.hasta ? { hasta: traspasos.hasta } : {}) },
    modalidad: { permitido: cambioModalidad.permitidos && open, cuota: cambioModalidad.cuota, reembolsarDiferencia: cambioModalidad.reembolsarDiferencia, ...(cambioModalidad.hasta ? { hasta: cambioModalidad.hasta } : {}) },
    ...(registrant.cambioPendiente && registrant.cambioPendienteTipo ? { pendiente: { cambioId: registrant.cambioPendiente, tipo: registrant.cambioPendienteTipo } } : {}),
  };
}
