// A participant as the reto page reads it, and the facts the step rules (docs/retos.md §4) check.
import type { ParticipationView, StepFacts } from '@shared/retos/participation';
import type { RetoParticipantItem } from '@lambdas/data/reto-participant-entity';
import type { RetoPaymentItem } from '@lambdas/data/reto-payment-entity';
import type { VirtualEventItem } from '@lambdas/data/virtual-event-entity';
import { positionsOf } from './reto-participant-row';

/** The reto asks for a form and the athlete has not saved it. */
function formPending(item: RetoParticipantItem, reto: VirtualEventItem): boolean {
  const fields: unknown = 'form' in reto ? reto.form : undefined;
  return Array.isArray(fields) && fields.length > 0 && item.form === undefined;
}

export function stepFactsOf(item: RetoParticipantItem, reto: VirtualEventItem): StepFacts {
  return {
    active: item.active,
    formPending: formPending(item, reto),
    goalTime: item.goalTime,
    finishTime: item.finishTime,
    hasActivity: item.activitySummary !== undefined,
    evidencePhotos: item.evidencePhotos,
  };
}

const receiptOf = (payment: RetoPaymentItem | null | undefined): ParticipationView['receipt'] =>
  payment?.estado === 'pagado' && payment.ordenPago && payment.monto !== undefined && payment.pagadoEn ? { monto: payment.monto, ordenPago: payment.ordenPago, pagadoEn: payment.pagadoEn } : null;

/** `payment`: the participant's payment in a priced reto, for its receipt (left out where no one reads it). */
export function toParticipationView(item: RetoParticipantItem, reto: VirtualEventItem, payment?: RetoPaymentItem | null): ParticipationView {
  return {
    eventID: item.eventId,
    userID: item.userID,
    athleteName: item.athleteName,
    athleteLastName: item.athleteLastName,
    athleteGender: item.athleteGender,
    raceNumber: item.raceNumber,
    category: item.category,
    active: item.active,
    paymentPending: !item.active && reto.price > 0,
    form: (item.form as Record<string, unknown> | undefined) ?? null,
    formPending: formPending(item, reto),
    step: item.step,
    goalTime: item.goalTime,
    finishTime: item.finishTime ?? null,
    finishTimeDate: item.finishTimeDate ?? null,
    startLinePhoto: item.startLinePhoto ?? null,
    finishLinePhoto: item.finishLinePhoto ?? null,
    evidencePhotos: item.evidencePhotos,
    activityId: item.activityId ?? null,
    activitySummary: (item.activitySummary as Record<string, number> | undefined) ?? null,
    positions: positionsOf(item),
    receipt: receiptOf(payment),
  };
}
