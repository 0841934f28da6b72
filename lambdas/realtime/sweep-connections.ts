// Scheduled: removes connections past their lifetime that no $disconnect cleaned up.
import { closeConnection, listExpiredConnections } from './connection-repository';

export async function handler(): Promise<{ swept: number }> {
  const expired = await listExpiredConnections(new Date());
  for (const connectionId of expired) await closeConnection(connectionId);
  return { swept: expired.length };
}
