// A reto's chat with 500 participants connected, measured on a cloud of its own: the organizer's
// broadcasts timed from the send to their arrival at each participant's socket, and thread messages
// (athlete → organizer, organizer → athlete) to the other party's socket while the 500 listen.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { TopicTicket } from '@shared/realtime/admin-messages';
import { retoBroadcastTopic, retoChatTopic, retoOrganizerTopic } from '@shared/realtime/reto-chat-messages';
import type { ChatTicketTopic, RetoMessageView } from '@shared/retos/reto-chat';
import { callApi, signedUpAthlete } from '../support/accounts';
import { spawnLocalCloud } from '../support/local-cloud-process';
import type { Follower } from './live-followers';
import { withFollowers } from './live-followers';

export const PARTICIPANTS = 500;
const BROADCASTS = 10;
const THREAD_MESSAGES = 20;
/** The audience is made in parts: each is one request of the bench route. */
const AUDIENCE_PART = 100;
const ARRIVAL_TIMEOUT_MS = 30_000;
const POLL_MS = 5;

export interface ChatRun {
  participants: number;
  broadcasts: number;
  /** Send → arrival, each broadcast at each participant. */
  broadcastLatenciesMs: number[];
  /** Send → arrival at the last participant reached, per broadcast. */
  lastReachedMs: number[];
  /** The share of participants each broadcast reached, per broadcast. */
  reachedShares: number[];
  /** Send → arrival at the other party, per thread message. */
  threadLatenciesMs: number[];
}

async function ok<T>(answer: Promise<{ status: number; body: T }>): Promise<T> {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`chat bench: ${status} ${JSON.stringify(body)}`);
  return body;
}

/** When each follower received the message with this text, relative to `sentAt`; waits up to the timeout for all. */
async function arrivals(followers: Follower[], text: string, sentAt: number): Promise<number[]> {
  const arrivedAt = (follower: Follower) => follower.arrivals.find(({ message }) => (message.message as RetoMessageView | undefined)?.text === text)?.at;
  const deadline = performance.now() + ARRIVAL_TIMEOUT_MS;
  while (followers.some((follower) => arrivedAt(follower) === undefined) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  return followers.map(arrivedAt).filter((at): at is number => at !== undefined).map((at) => at - sentAt);
}

export async function measureChat(): Promise<ChatRun> {
  // One address sends every request: the per-client limits would stop it.
  const cloud = await spawnLocalCloud(['--no-seed', '--routes', 'tests/bench/fixtures/chat-routes.ts', '--web-dist', 'tests/support/fixtures/web-dist', '--rate-limit-factor', '1000']);
  try {
    const url = cloud.url;
    const { token: organizer } = await signedUpAthlete(url);
    const { token: athlete } = await signedUpAthlete(url);
    const reto = { eventName: 'Reto del chat', eventDescription: 'Corre donde quieras', eventStart: '2030-01-01T00:00:00-06:00', eventEnd: '2030-01-31T23:59:59-06:00', distance: 10 };
    const { eventID: eventId } = await ok(callApi<{ eventID: string }>(url, '/api/retos', { method: 'POST', token: organizer, body: reto }));
    const chat = `/api/retos/${eventId}/chat`;
    await ok(callApi(url, `/api/retos/${eventId}/codes`, { method: 'POST', token: organizer, body: { quantity: 1, uses: 1, intento: randomUUID() } }));
    const { codes } = await ok(callApi<{ codes: Array<{ code: string }> }>(url, `/api/retos/${eventId}/codes`, { token: organizer }));
    await ok(callApi(url, `/api/retos/${eventId}/registration`, { method: 'POST', token: athlete, body: { code: codes[0]?.code } }));
    const { userId: athleteId } = await ok(callApi<{ userId: string }>(url, '/api/me', { token: athlete }));

    const userIDs: string[] = [];
    for (let made = 0; made < PARTICIPANTS; made += AUDIENCE_PART) {
      const part = await ok(callApi<{ userIDs: string[] }>(url, '/api/fixture/chat-audience', { method: 'POST', body: { eventId, count: Math.min(AUDIENCE_PART, PARTICIPANTS - made) } }));
      userIDs.push(...part.userIDs);
    }
    const audience = userIDs.map((userID) => ({
      topic: retoBroadcastTopic(eventId),
      ticket: async () => (await ok(callApi<TopicTicket>(url, '/api/fixture/chat-ticket', { method: 'POST', body: { eventId, userID } }))).ticket,
    }));
    const party = (token: string, topic: ChatTicketTopic, name: string) => ({
      topic: name,
      ticket: async () => (await ok(callApi<TopicTicket>(url, `${chat}/tickets`, { method: 'POST', token, body: { topic } }))).ticket,
    });
    const parties = [party(organizer, 'organizer', retoOrganizerTopic(eventId)), party(athlete, 'chat', retoChatTopic(eventId, athleteId))];

    return await withFollowers(cloud.webSocketUrl, [...audience, ...parties], async (followers) => {
      const participants = followers.slice(0, PARTICIPANTS);
      const [organizerSocket, athleteSocket] = followers.slice(PARTICIPANTS) as [Follower, Follower];
      const run: ChatRun = { participants: PARTICIPANTS, broadcasts: BROADCASTS, broadcastLatenciesMs: [], lastReachedMs: [], reachedShares: [], threadLatenciesMs: [] };
      for (let i = 0; i < BROADCASTS; i += 1) {
        const text = `Aviso ${i} para todos`;
        const sentAt = performance.now();
        await ok(callApi(url, `${chat}/broadcasts`, { method: 'POST', token: organizer, body: { text, intento: randomUUID() } }));
        const latencies = await arrivals(participants, text, sentAt);
        run.broadcastLatenciesMs.push(...latencies);
        run.lastReachedMs.push(Math.max(...latencies));
        run.reachedShares.push(latencies.length / PARTICIPANTS);
      }
      for (let i = 0; i < THREAD_MESSAGES; i += 1) {
        const text = `Mensaje ${i} del hilo`;
        const fromAthlete = i % 2 === 0;
        const sentAt = performance.now();
        const path = fromAthlete ? `${chat}/me/messages` : `${chat}/threads/${athleteId}/messages`;
        await ok(callApi(url, path, { method: 'POST', token: fromAthlete ? athlete : organizer, body: { text, intento: randomUUID() } }));
        run.threadLatenciesMs.push(...(await arrivals([fromAthlete ? organizerSocket : athleteSocket], text, sentAt)));
      }
      return run;
    });
  } finally {
    await cloud.stop();
  }
}
