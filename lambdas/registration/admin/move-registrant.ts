// PUT /api/events/{eventId}/registrants/{registroId}/selection — modality, branch and category changed
// by staff (docs/registration.md §2 detail dialog, actions 8–10; 'Cambios Guardados'). The new modality must have a
// place left (its capacity, as online); a registrant with a folio gets the new modality's next folio.
// Staff may choose any category of the branch, whatever the age: the order stays as it was charged.
import { adminApiMessages, adminTexts } from '@shared/registration/admin-texts';
import { selectionChangeSchema, type RegistrantChange } from '@shared/registration/registrant-admin-api';
import { CHANGE_ACTIONS, changeEntry, describeChange } from '@shared/registration/registrant-changes';
import { registrationApiMessages } from '@shared/registration/registration-texts';
import { branchCategories } from '@shared/results/categories';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { queueRegistrantNotice } from '@lambdas/realtime/fan-out-queue';
import { adminCall, adminRegistrant, atSeenRevision, refusal, staffOf } from './admin-request';
import { toDetail } from './registrant-admin-view';
import { callerHiddenFields } from './caller-hidden-fields';
import { moveRegistrant, type Placement } from './registrant-move-repository';
import { getRegistrant } from '../registrants-repository';
import { currentRegistration } from '../form/registration-context';
import { STALE_CLAIM_MS } from '@lambdas/payments/stale-claim';

const invalid = (field: string, message: string) => new HttpError(400, 'VALIDATION', message, { [field]: message });

export const handler = httpHandler(async (event) => {
  const call = await adminCall(event, 'move');
  const change = parseBody(event, selectionChangeSchema);
  const registrant = atSeenRevision(await adminRegistrant(event, call), change.revision);
  if (registrant.borrado) throw new HttpError(409, 'REGISTRANT_DELETED', adminApiMessages.deletedCannotChange);
  const { modalidades, config } = await currentRegistration(call.eventId);
  const modality = modalidades.find((candidate) => candidate.codigoModalidad === change.codigoModalidad);
  const modalityConfig = config?.configModalidad[change.codigoModalidad];
  if (!modality || !modalityConfig) throw invalid('codigoModalidad', registrationApiMessages.modalityUnavailable);
  const category = branchCategories(modality, change.rama).find((candidate) => candidate.codigo === change.codigoCategoria);
  if (!category) throw invalid('codigoCategoria', registrationApiMessages.categoryNotOffered);

  const placement: Placement = {
    modalidad: modality.codigoModalidad,
    descripcionModalidad: modality.descripcionModalidad,
    kilometro: modality.kilometro,
    rama: change.rama,
    categoria: category.codigo,
    nombreCategoria: category.nombreCategoria,
  };
  const now = new Date();
  const staff = await staffOf(call.caller);
  const entries = [
    ...(placement.modalidad === registrant.modalidad ? [] : [changeEntry(staff, CHANGE_ACTIONS.modalidad, describeChange('Modalidad', registrant.descripcionModalidad, placement.descripcionModalidad), now)]),
    ...(placement.rama === registrant.rama ? [] : [changeEntry(staff, CHANGE_ACTIONS.rama, describeChange('Rama', registrant.rama, placement.rama), now)]),
    ...(placement.categoria === registrant.categoria && placement.modalidad === registrant.modalidad
      ? []
      : [changeEntry(staff, CHANGE_ACTIONS.categoria, describeChange('Categoría', registrant.nombreCategoria, placement.nombreCategoria), now)]),
  ];
  if (entries.length === 0) {
    const body: RegistrantChange = { registrant: toDetail(registrant, await callerHiddenFields(call)), description: adminTexts.toasts.noChange };
    return { body };
  }
  const outcome = await moveRegistrant(registrant, placement, entries, modalityConfig.folios, new Date(now.getTime() - STALE_CLAIM_MS));
  if (outcome === 'soldOut') throw new HttpError(409, 'SOLD_OUT', adminApiMessages.noPlaceInModality);
  if (outcome === 'noFolio') throw new HttpError(409, 'NO_FOLIO', adminApiMessages.noFolioInModality);
  if (outcome === 'changed') throw await refusal(registrant, () => new HttpError(409, 'PAYMENT_IN_FLIGHT', adminApiMessages.paymentInFlight));
  await queueRegistrantNotice(call.eventId, registrant.registroId);
  const body: RegistrantChange = { registrant: toDetail((await getRegistrant(registrant)) ?? registrant, await callerHiddenFields(call)), description: adminTexts.toasts.selectionSaved };
  return { body };
});
