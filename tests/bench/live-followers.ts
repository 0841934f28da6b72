// WebSocket followers of a live topic, as live pages are: each notes when every delta arrived and
// how large it was. Every socket opened is closed again, whatever the work did.
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { inParallel } from '../../lambdas/timing/in-parallel';
import { settlesWithin } from '../../infra/local/settles-within';
import type { StandingsDelta } from '../../shared/results/result-row';

export interface Arrival {
  /** performance.now() when the message event fired, before it was parsed. */
  at: number;
  bytes: number;
  delta: StandingsDelta;
}

export type Follower = Arrival[];

const SUBSCRIBE_TIMEOUT_MS = 15_000;
const CLOSE_TIMEOUT_MS = 2_000;
// A few at a time: hundreds of $connect and subscribe calls at once would starve the one cloud process.
const OPENING_IN_FLIGHT = 20;

function follow(webSocketUrl: string, topic: string, sockets: WebSocket[]): Promise<Follower> {
  const socket = new WebSocket(webSocketUrl);
  sockets.push(socket);
  const arrivals: Follower = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no subscription to ${topic} in ${SUBSCRIBE_TIMEOUT_MS} ms`)), SUBSCRIBE_TIMEOUT_MS);
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('open', () => socket.send(JSON.stringify({ action: 'subscribe', topic })));
    socket.on('message', (data) => {
      const at = performance.now();
      const text = String(data);
      const message = JSON.parse(text) as { type: string };
      if (message.type === 'subscribed') {
        clearTimeout(timer);
        resolve(arrivals);
      }
      if (message.type === 'delta') arrivals.push({ at, bytes: Buffer.byteLength(text), delta: message as StandingsDelta });
    });
  });
}

async function closeSocket(socket: WebSocket): Promise<void> {
  if (socket.readyState === WebSocket.CLOSED) return;
  const closed = new Promise((resolve) => socket.once('close', resolve));
  socket.close();
  if (!(await settlesWithin(closed, CLOSE_TIMEOUT_MS))) socket.terminate();
}

export async function withFollowers<T>(webSocketUrl: string, topic: string, count: number, work: (followers: Follower[]) => Promise<T>): Promise<T> {
  const sockets: WebSocket[] = [];
  try {
    const followers = await inParallel(Array.from({ length: count }), OPENING_IN_FLIGHT, () => follow(webSocketUrl, topic, sockets));
    return await work(followers);
  } finally {
    await Promise.all(sockets.map(closeSocket));
  }
}
