// Who follows a WebSocket topic: the connection ids subscribed to it.
import { SubscriptionEntity } from '../data/subscription-entity';

export async function listSubscribers(topic: string): Promise<string[]> {
  const { data } = await SubscriptionEntity.query.byTopic({ topic }).go({ pages: 'all', attributes: ['connectionId'] });
  return data.map(({ connectionId }) => connectionId);
}
