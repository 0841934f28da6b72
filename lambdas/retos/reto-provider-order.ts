// A reto participant's order as the payment provider takes it: the one line 'insc-{eventID}' in MXN
// cents, keyed by the attempt so a resumed attempt charges once, and naming the reto, the athlete and
// the attempt so the provider's notification finds them.
import { retoOrderLine } from '@shared/retos/reto-payment';
import type { RetoParticipantItem } from '@lambdas/data/reto-participant-entity';
import type { VirtualEventItem } from '@lambdas/data/virtual-event-entity';
import type { OrderInput } from '@lambdas/payments/payment-provider';

type Athlete = Pick<RetoParticipantItem, 'userID' | 'athleteName' | 'athleteLastName' | 'athleteEmail'>;

export function retoProviderOrder(reto: Pick<VirtualEventItem, 'eventId' | 'eventName' | 'price'>, athlete: Athlete, telefono: string, intento: string): OrderInput {
  const line = retoOrderLine(reto, athlete);
  return {
    idempotencyKey: `reto:${reto.eventId}:${athlete.userID}:${intento}`,
    customer: { name: `${athlete.athleteName} ${athlete.athleteLastName}`, email: athlete.athleteEmail, phone: telefono },
    items: [{ name: line.name, quantity: line.quantity, unit_price: line.unit_price }],
    amount: line.quantity * line.unit_price,
    metadata: { eventId: reto.eventId, registroId: athlete.userID, intento, tipo: 'reto' },
  };
}
