// PATCH /api/events/{eventId}/registrants/{registroId} — one personal or additional field changed by
// staff (docs/registration.md §4 partial updates, §5 Editing a registrant field): checked by the same rule as at
// registration, written with its change-registry entry (actions 3–11) on the revision staff saw.
// The same value again changes nothing ('No hubo cambios'). A field hidden from the caller's profile is
// refused with 403 and nothing changes (docs/registrant-admin.md §6).
import { adminApiMessages, adminTexts } from '@shared/registration/admin-texts';
import { checkAnswers, staffEditableFields } from '@shared/registration/form-fields';
import type { HiddenFields } from '@shared/registration/hidden-fields';
import { coreFieldSchemas, fieldEditSchema, type CoreField, type FieldEdit, type RegistrantChange } from '@shared/registration/registrant-admin-api';
import { CHANGE_ACTIONS, changeEntry, coreFieldActions, coreFieldLabels, describeChange } from '@shared/registration/registrant-changes';
import { HttpError } from '@lambdas/core/http-error';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';
import { queueRegistrantNotice } from '@lambdas/realtime/fan-out-queue';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import { adminCall, adminRegistrant, atSeenRevision, refusal, staffOf } from './admin-request';
import { toDetail } from './registrant-admin-view';
import { callerHiddenFields } from './caller-hidden-fields';
import { editRegistrant } from './registrant-changes-repository';
import { getRegistrant } from '../registrants-repository';
import { currentRegistration } from '../form/registration-context';

const invalid = (field: string, message: string) => new HttpError(400, 'VALIDATION', message, { [field]: message });

/** Surnames whole or apart, as the registrant has them. */
function usesField(registrant: RegistrantItem, campo: CoreField): boolean {
  if (campo === 'apellidos') return registrant.apellidoPaterno === undefined;
  if (campo === 'apellidoPaterno' || campo === 'apellidoMaterno') return registrant.apellidos === undefined;
  return true;
}

interface Planned {
  set: Partial<RegistrantItem>;
  action: number;
  label: string;
  before: unknown;
  after: unknown;
  /** The additional field changed, which the change-registry entry names. */
  iDCampo?: string;
}

function coreChange(registrant: RegistrantItem, campo: CoreField, valor: string): Planned {
  if (!usesField(registrant, campo)) throw invalid(campo, adminApiMessages.unknownField);
  const parsed = coreFieldSchemas[campo].safeParse(valor);
  if (!parsed.success) throw invalid(campo, parsed.error.issues[0]?.message ?? adminApiMessages.unknownField);
  const after = parsed.data ?? '';
  return { set: { [campo]: after }, action: coreFieldActions[campo], label: coreFieldLabels[campo], before: registrant[campo] ?? '', after };
}

async function additionalChange(registrant: RegistrantItem, campo: string, valor: FieldEdit['valor'], hidden: HiddenFields): Promise<Planned> {
  if (hidden.campos.has(campo)) throw new HttpError(403, 'HIDDEN_FIELD', adminApiMessages.hiddenField, { [`campos.${campo}`]: adminApiMessages.hiddenField });
  const { config, modalidades } = await currentRegistration(registrant.eventId);
  const field = config ? staffEditableFields(config, modalidades, registrant.modalidad).find((candidate) => candidate.iDCampo === campo) : undefined;
  if (!field) throw invalid(`campos.${campo}`, adminApiMessages.unknownField);
  const checked = checkAnswers([field], { [campo]: valor });
  const message = checked.errors[campo];
  if (message !== undefined) throw invalid(`campos.${campo}`, message);
  const campos = { ...(registrant.campos as Record<string, unknown>) };
  const before = campos[campo];
  if (checked.values[campo] === undefined) delete campos[campo];
  else campos[campo] = checked.values[campo];
  return { set: { campos }, action: CHANGE_ACTIONS.camposAdicionales, label: field.etiqueta || field.campo, before, after: checked.values[campo], iDCampo: campo };
}

export const handler = httpHandler(async (event) => {
  const call = await adminCall(event, 'editFields');
  const edit = parseBody(event, fieldEditSchema);
  const registrant = atSeenRevision(await adminRegistrant(event, call), edit.revision);
  if (registrant.borrado) throw new HttpError(409, 'REGISTRANT_DELETED', adminApiMessages.deletedCannotChange);
  const hidden = await callerHiddenFields(call);
  const planned = 'campo' in edit ? coreChange(registrant, edit.campo, edit.valor) : await additionalChange(registrant, edit.campoAdicional, edit.valor, hidden);
  if ((planned.before ?? '') === (planned.after ?? '')) {
    const body: RegistrantChange = { registrant: toDetail(registrant, hidden), description: adminTexts.toasts.noChange };
    return { body };
  }
  const description = describeChange(planned.label, planned.before, planned.after);
  const entry = changeEntry(await staffOf(call.caller), planned.action, description, new Date(), planned.iDCampo);
  if (!(await editRegistrant(registrant, planned.set, entry))) throw await refusal(registrant, () => new HttpError(409, 'REGISTRANT_DELETED', adminApiMessages.deletedCannotChange));
  await queueRegistrantNotice(call.eventId, registrant.registroId);
  const current = await getRegistrant(registrant);
  const body: RegistrantChange = { registrant: toDetail(current ?? registrant, hidden), description };
  return { body };
});
