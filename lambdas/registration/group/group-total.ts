// What a registrant's payment charges: its own order, or for a group's payer the whole group's
// (docs/registration.md, Group registration).
import type { GroupTotal } from '@shared/registration/group-registration-api';
import type { Order } from '@shared/registration/order-total';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';

export const payableTotal = (registrant: Pick<RegistrantItem, 'order' | 'grupoTotal'>): GroupTotal =>
  (registrant.grupoTotal as GroupTotal | undefined) ?? (registrant.order as Order);
