// WebSocket followers of live topics, as live pages, open athlete details and chat screens are (a
// private topic with the ticket the API issued for it): each notes when every message arrived and how
// large it was. Every socket opened is closed again, whatever the work did.
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { inParallel } from '@lambdas/core/in-parallel';
import { settlesWithin } from '@infra/local/settles-within';

export interface Arrival {
  /** performance.now() when the message event fired, before it was parsed. */
  at: number;
  bytes: number;
  message: { type: string; [field: string]: unknown };
}

export interface Follower {
  topic: string;
  arrivals: Arrival[];
}

const SUBSCRIBE_TIMEOUT_MS = 15_000;
const CLOSE_TIMEOUT_MS = 2_000;
// A few at a time: hundreds of $connect and subscribe calls at once would starve the one cloud process.
const OPENING_IN_FLIGHT = 20;

/** A topic to follow; a private one with how to get a one-time ticket (asked for as its socket opens: a ticket lasts a minute). */
export type FollowedTopic = string | { topic: string; ticket: () => Promise<string> };

/** What the API answers a subscription with: not a message of the topic. */
const CONTROL_TYPES = new Set(['subscribed', 'unsubscribed', 'pong', 'error']);

async function follow(webSocketUrl: string, followed: FollowedTopic, sockets: WebSocket[]): Promise<Follower> {
  const topic = typeof followed === 'string' ? followed : followed.topic;
  const ticket = typeof followed === 'string' ? undefined : await followed.ticket();
  const socket = new WebSocket(webSocketUrl);
  sockets.push(socket);
  const follower: Follower = { topic, arrivals: [] };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no subscription to ${topic} in ${SUBSCRIBE_TIMEOUT_MS} ms`)), SUBSCRIBE_TIMEOUT_MS);
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('open', () => socket.send(JSON.stringify({ action: 'subscribe', topic, ...(ticket ? { ticket } : {}) })));
    socket.on('message', (data) => {
      const at = performance.now();
      const text = String(data);
      const message = JSON.parse(text) as Arrival['message'];
      if (message.type === 'subscribed') {
        clearTimeout(timer);
        resolve(follower);
      }
      if (message.type === 'error') {
        clearTimeout(timer);
        reject(new Error(`${topic}: ${String(message.message)}`));
      }
      if (!CONTROL_TYPES.has(message.type)) follower.arrivals.push({ at, bytes: Buffer.byteLength(text), message });
    });
  });
}

async function closeSocket(socket: WebSocket): Promise<void> {
  if (socket.readyState === WebSocket.CLOSED) return;
  const closed = new Promise((resolve) => socket.once('close', resolve));
  socket.close();
  if (!(await settlesWithin(closed, CLOSE_TIMEOUT_MS))) socket.terminate();
}

/** One follower per topic given (a topic may be given many times). */
export async function withFollowers<T>(webSocketUrl: string, topics: FollowedTopic[], work: (followers: Follower[]) => Promise<T>): Promise<T> {
  const sockets: WebSocket[] = [];
  try {
    const followers = await inParallel(topics, OPENING_IN_FLIGHT, (topic) => follow(webSocketUrl, topic, sockets));
    return await work(followers);
  } finally {
    await Promise.all(sockets.map(closeSocket));
  }
}
