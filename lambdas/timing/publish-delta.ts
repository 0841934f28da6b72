// Sends a standings delta to every connection following the event's live topic; connections that
// are gone are forgotten on the way.
import type { StandingsDelta } from '../../shared/results/result-row';
import { closeConnection } from '../realtime/connection-repository';
import { sendToConnection } from '../realtime/connections-api';
import { inParallel } from './in-parallel';
import { listSubscribers } from './live-subscribers-repository';

const POSTS_IN_FLIGHT = 64;

export async function publishDelta(delta: StandingsDelta): Promise<void> {
  const connections = await listSubscribers(delta.topic);
  await inParallel(connections, POSTS_IN_FLIGHT, async (connectionId) => {
    if (!(await sendToConnection(connectionId, delta))) await closeConnection(connectionId);
  });
}
