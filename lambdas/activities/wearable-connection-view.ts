// What /atletas reads of the athlete's wearable connection: connected or not, and since when.
import type { WearableConnectionView } from '@shared/activities/wearable';
import type { WearableConnectionItem } from '@lambdas/data/wearable-connection-entity';

export function toConnectionView(item: WearableConnectionItem | null): WearableConnectionView {
  if (item?.status !== 'connected' || !item.connectedAt) return { connected: false };
  return { connected: true, provider: item.provider, connectedAt: item.connectedAt };
}
