// Stands in for the browser's WebSocket: the test opens, answers, sends messages and drops it.
import { vi } from 'vitest';

export class FakeSocket {
  static all: FakeSocket[] = [];
  readonly sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }

  static get last(): FakeSocket | undefined {
    return FakeSocket.all.at(-1);
  }

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }

  close() {
    this.closed = true;
  }

  open() {
    this.onopen?.();
  }

  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }

  /** Opens and confirms the subscription the client asked for. */
  acceptSubscription() {
    this.open();
    const request = this.sent.find((m): m is { action: string; topic: string } => (m as { action?: string }).action === 'subscribe');
    this.receive({ type: 'subscribed', topic: request?.topic });
  }

  drop() {
    this.closed = true;
    this.onclose?.();
  }
}

export function stubWebSocket(): void {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
}
