// One device timing one event (docs/timing.md#the-manual-timing-app): taps become records in the
// store at once, with the instant on the server's clock; records go out in batches, one request at a
// time, until none is left or a request fails. A failure of the network or the server leaves them
// 'Pendiente' for the next try; a refusal of the whole batch (a revoked key, a lost role) stops the
// sending until the timer acts, with the API's reason.
import { deviceReadId } from '@shared/timing/device-read-id';
import {
  afterDiscardsAnswer,
  afterReadsAnswer,
  deleteRecord,
  isEmptyBatch,
  nextBatch,
  setBib,
  type Edit,
  type ManualBatch,
  type ManualRecord,
} from '@shared/timing/manual-queue';
import type { TimingPoint } from '@shared/timing/manual-timing-points';
import type { TimingStore } from './timing-store';

export interface BatchAnswer {
  readsRejected: { index: number; reason: string }[];
  discardsRejected: { index: number; reason: string }[];
}

/** Sends one batch; throws a SendFailure, or anything else for a failure of the network. */
export type BatchSender = (batch: ManualBatch) => Promise<BatchAnswer>;

/** The server refused the whole batch (4xx but 429): trying again changes nothing until the timer acts. */
export class SendRefused extends Error {}

export type SendStatus = { kind: 'idle' } | { kind: 'sending' } | { kind: 'failed'; message: string; failures: number } | { kind: 'refused'; message: string };

export interface SessionOptions {
  store: TimingStore;
  eventId: number;
  send: BatchSender;
  /** Whether a sent read may be discarded from this device (a signed-in cronometrista). */
  mayDiscard: boolean;
  /** The instant on the server's clock. */
  now: () => number;
  onChange: () => void;
}

export class TimingSession {
  records: ManualRecord[] = [];
  status: SendStatus = { kind: 'idle' };
  private deviceId = '';
  private sending: Promise<void> | null = null;

  constructor(private readonly options: SessionOptions) {}

  async load(): Promise<void> {
    this.deviceId = await this.options.store.deviceId();
    this.records = await this.options.store.records(this.options.eventId);
    this.options.onChange();
  }

  get mayDiscard(): boolean {
    return this.options.mayDiscard;
  }

  private async nextId(): Promise<{ readId: string; seq: number }> {
    const seq = await this.options.store.nextSeq();
    return { readId: deviceReadId(this.deviceId, seq), seq };
  }

  private async commit(edit: Edit): Promise<void> {
    await this.options.store.apply(this.options.eventId, edit);
    const removed = new Set([...edit.remove, ...edit.save.map(({ readId }) => readId)]);
    this.records = [...this.records.filter(({ readId }) => !removed.has(readId)), ...edit.save];
    this.options.onChange();
  }

  /** Records the instant now (taken before anything is awaited), with a bib or an empty place. */
  async tap(point: TimingPoint, bib: string): Promise<ManualRecord> {
    const epochMs = this.options.now();
    const record: ManualRecord = { ...(await this.nextId()), point: point.codigo, lap: point.lap, epochMs, bib, state: 'pendiente' };
    await this.commit({ save: [record], remove: [] });
    return record;
  }

  /** False when the record cannot change from this device (a sent read without discards). */
  async setBib(readId: string, bib: string): Promise<boolean> {
    const record = this.records.find((candidate) => candidate.readId === readId);
    if (!record) return false;
    const edit = setBib(record, bib, this.options.mayDiscard, record.state === 'enviada' ? await this.nextId() : { readId: '', seq: 0 });
    if (!edit) return false;
    await this.commit(edit);
    return true;
  }

  async remove(readId: string): Promise<boolean> {
    const record = this.records.find((candidate) => candidate.readId === readId);
    const edit = record && deleteRecord(record, this.options.mayDiscard);
    if (!edit) return false;
    await this.commit(edit);
    return true;
  }

  /** Sends batches until nothing is left or one fails; a call while sending joins it. */
  sync(): Promise<void> {
    this.sending ??= this.sendAll().finally(() => {
      this.sending = null;
    });
    return this.sending;
  }

  private setStatus(status: SendStatus): void {
    if (status.kind === 'idle' && this.status.kind === 'idle') return;
    this.status = status;
    this.options.onChange();
  }

  private async sendAll(): Promise<void> {
    for (let batch = nextBatch(this.records); !isEmptyBatch(batch); batch = nextBatch(this.records)) {
      this.setStatus({ kind: 'sending' });
      let answer: BatchAnswer;
      try {
        answer = await this.options.send(batch);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (error instanceof SendRefused) this.setStatus({ kind: 'refused', message });
        else this.setStatus({ kind: 'failed', message, failures: this.status.kind === 'failed' ? this.status.failures + 1 : 1 });
        return;
      }
      await this.settle(batch, answer);
    }
    this.setStatus({ kind: 'idle' });
  }

  /**
   * The answer on the records. A record the timer changed while its batch was out went out as it was:
   * its change is applied again on the answered record (a sent one is then corrected or deleted as
   * any sent read).
   */
  private async settle(batch: ManualBatch, answer: BatchAnswer): Promise<void> {
    const save: ManualRecord[] = [...afterDiscardsAnswer(batch.discards, answer.discardsRejected)];
    const remove: string[] = [];
    for (const answered of afterReadsAnswer(batch.reads, { rejected: answer.readsRejected })) {
      const current = this.records.find(({ readId }) => readId === answered.readId);
      const edit = !current
        ? deleteRecord(answered, this.options.mayDiscard)
        : current.bib !== answered.bib
          ? setBib(answered, current.bib, this.options.mayDiscard, answered.state === 'enviada' ? await this.nextId() : { readId: '', seq: 0 })
          : null;
      if (edit) {
        save.push(...edit.save);
        remove.push(...edit.remove);
      } else save.push(answered);
    }
    await this.commit({ save, remove });
  }
}
