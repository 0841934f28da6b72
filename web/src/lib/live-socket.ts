// Follows one topic of the platform's WebSocket API (config.webSocketUrl), or several public ones over
// one connection, and keeps following them: after a drop it reconnects with exponential backoff and
// subscribes again, and tells the caller, who may have missed messages meanwhile and should catch up. A connection the API closed for sending
// too many messages comes back only after the minute it asks for (docs/realtime.md, 'Limits').
import type { ServerMessage } from '@shared/realtime/socket-messages';
import { loadRuntimeConfig } from './runtime-config';

export type LiveSocketStatus = 'connecting' | 'live' | 'reconnecting';

export interface SubscribeOptions {
  onStatus?: (status: LiveSocketStatus) => void;
  /** Every connection after the first, once all its topics are confirmed: messages sent while away were lost. */
  onResubscribed?: () => void;
  /** Where to connect; config.webSocketUrl from /config.json by default. */
  url?: () => Promise<string>;
  /** For a private topic (followed alone): a fresh one-time ticket from the HTTP API, asked for at every (re)connection. */
  ticket?: () => Promise<string>;
}

/** Waits before reconnect attempt n; the last one repeats. */
const RECONNECT_DELAYS_MS = [1000, 2000, 4000, 8000, 15000, 30000];
/** What the API's last message before it closes a connection for sending too much asks: a minute. */
const TOO_MANY_MESSAGES_PAUSE_MS = 60_000;
/** API Gateway closes a WebSocket after 10 idle minutes; a ping every 5 keeps a quiet topic open. */
const KEEPALIVE_MS = 5 * 60_000;

function webSocketUrl(): Promise<string> {
  return loadRuntimeConfig().then((config) => config.webSocketUrl);
}

function parse(data: unknown): Record<string, unknown> | null {
  if (typeof data !== 'string') return null;
  try {
    const message: unknown = JSON.parse(data);
    return typeof message === 'object' && message !== null ? (message as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const controlTypes = new Set<ServerMessage['type']>(['subscribed', 'unsubscribed', 'pong', 'error']);

/**
 * Starts following `topic`, or every topic of a list over one connection (at most the API's 20 a
 * connection); the returned function stops for good.
 */
export function subscribe(
  topic: string | readonly string[],
  onMessage: (message: Record<string, unknown>) => void,
  options: SubscribeOptions = {},
): () => void {
  const topics = new Set(typeof topic === 'string' ? [topic] : topic);
  /** The topics the current connection's subscriptions were confirmed for. */
  let confirmed = new Set<string>();
  let socket: WebSocket | null = null;
  let attempt = 0;
  let subscribedBefore = false;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let keepAlive: ReturnType<typeof setInterval> | undefined;
  /** Set by the API's TOO_MANY_MESSAGES: the next reconnection waits at least this long. */
  let pauseMs = 0;

  const reconnectLater = () => {
    if (stopped) return;
    options.onStatus?.('reconnecting');
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)] ?? 1000;
    attempt += 1;
    // Jitter, so thousands of viewers dropped together do not all come back in the same instant.
    const wait = Math.max(pauseMs, delay * (0.5 + Math.random() / 2));
    pauseMs = 0;
    retry = setTimeout(() => void connect(), wait);
  };

  const onSocketMessage = (ws: WebSocket, data: unknown) => {
    const message = parse(data);
    if (!message) return;
    if (message.type === 'subscribed' && topics.has(message.topic as string)) {
      confirmed.add(message.topic as string);
      if (confirmed.size < topics.size) return;
      attempt = 0;
      options.onStatus?.('live');
      if (subscribedBefore) options.onResubscribed?.();
      subscribedBefore = true;
    } else if (message.type === 'error') {
      // The API forgot this connection (e.g. swept), or closes it for sending too much: start over on a new one.
      if (message.code === 'TOO_MANY_MESSAGES') pauseMs = TOO_MANY_MESSAGES_PAUSE_MS;
      ws.close();
    } else if (!controlTypes.has(message.type as ServerMessage['type']) && topics.has(message.topic as string)) {
      onMessage(message);
    }
  };

  const connect = async () => {
    let url: string;
    let ticket: string | undefined;
    try {
      url = await (options.url ?? webSocketUrl)();
      ticket = await options.ticket?.();
    } catch {
      reconnectLater();
      return;
    }
    if (stopped) return;
    const ws = new WebSocket(url);
    socket = ws;
    confirmed = new Set();
    ws.onopen = () => {
      for (const each of topics) ws.send(JSON.stringify({ action: 'subscribe', topic: each, ...(ticket === undefined ? {} : { ticket }) }));
      keepAlive = setInterval(() => ws.send(JSON.stringify({ action: 'ping' })), KEEPALIVE_MS);
    };
    ws.onmessage = (event) => onSocketMessage(ws, event.data);
    // A failed connection fires error then close: reconnecting on close covers both.
    ws.onclose = () => {
      clearInterval(keepAlive);
      if (socket !== ws) return;
      socket = null;
      reconnectLater();
    };
  };

  options.onStatus?.('connecting');
  void connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    clearInterval(keepAlive);
    const open = socket;
    socket = null;
    open?.close();
  };
}
