// Everything the local cloud has started, stopped in reverse order, each even if another fails.
import { describeError, type Log } from './log';

export class Closers {
  private readonly pending: (() => unknown)[] = [];

  constructor(private readonly log: Log) {}

  add(close: () => unknown): void {
    this.pending.push(close);
  }

  async closeAll(): Promise<void> {
    for (let close = this.pending.pop(); close; close = this.pending.pop()) {
      try {
        await close();
      } catch (error) {
        this.log(`Error al detener la nube local: ${describeError(error)}`);
      }
    }
  }
}
