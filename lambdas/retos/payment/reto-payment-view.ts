// A reto payment as its request answers it: the registration paid, or the voucher to pay at the store,
// with the order (the Purchase event's value) and the participation as it now stands.
import { RETO_CURRENCY, retoOrderLine, type RetoPaymentAnswer } from '@shared/retos/reto-payment';
import type { RetoParticipantItem } from '@lambdas/data/reto-participant-entity';
import type { RetoPaymentItem } from '@lambdas/data/reto-payment-entity';
import type { VirtualEventItem } from '@lambdas/data/virtual-event-entity';
import { toParticipationView } from '../participation-view';
import { inProgress } from './reto-payment-plan';

export function toRetoPaymentAnswer(payment: RetoPaymentItem, participant: RetoParticipantItem, reto: VirtualEventItem): RetoPaymentAnswer {
  // Anything else is an attempt another request or notification is still settling.
  if (payment.estado !== 'pagado' && payment.estado !== 'ficha') throw inProgress();
  return {
    estado: payment.estado,
    participation: toParticipationView(participant, reto, payment),
    order: { moneda: RETO_CURRENCY, lines: [retoOrderLine(reto, participant)] },
    voucher: payment.estado === 'ficha' && payment.ficha ? payment.ficha : null,
  };
}
