// The manual timing app's records and their way to the server (docs/timing.md#the-manual-timing-app):
// each tap is a record kept on the device; records with a bib go out in batches, each answered by
// index, so a read the API accepted or already had is 'enviada' and one it refused is 'rechazada' with
// its reason. A read deleted or corrected after it was sent is discarded on the server (the review
// queue's decision), which only a signed-in cronometrista can ask for.
import type { IngestAnswer } from './timing-schemas';

/** 'Pendiente', 'Enviada', 'Rechazada' on the screen. */
export type RecordState = 'pendiente' | 'enviada' | 'rechazada';

export interface ManualRecord {
  readId: string;
  /** The device's sequence: the order of the taps. */
  seq: number;
  point: string;
  lap: number;
  /** The instant on the server's clock. */
  epochMs: number;
  /** Empty until the timer types it. */
  bib: string;
  state: RecordState;
  /** The API's reason for a 'rechazada'. */
  reason?: string;
  /** Sent, then deleted or corrected: its discard is still to be sent, or was. */
  discard?: 'pendiente' | 'enviada';
}

/** Reads and discards per request: small enough for a phone's weak signal, a whole bunch of finishers at once. */
export const MANUAL_BATCH = 250;

export interface ManualBatch {
  reads: ManualRecord[];
  discards: ManualRecord[];
}

/** What goes out next: records with a bib not sent yet, oldest first, and sent records deleted since. */
export function nextBatch(records: readonly ManualRecord[], max = MANUAL_BATCH): ManualBatch {
  const bySeq = [...records].sort((a, b) => a.seq - b.seq);
  return {
    reads: bySeq.filter((record) => record.state === 'pendiente' && record.bib !== '' && !record.discard).slice(0, max),
    discards: bySeq.filter((record) => record.discard === 'pendiente').slice(0, max),
  };
}

export const isEmptyBatch = (batch: ManualBatch) => batch.reads.length === 0 && batch.discards.length === 0;

/** The body of a batch's reads, as the timing API takes them. */
export const readsBody = (reads: readonly ManualRecord[]) =>
  reads.map(({ readId, bib, point, lap, epochMs }) => ({ readId, bib, point, lap, time: new Date(epochMs).toISOString() }));

/** The answer for a batch's reads: rejected by index, the others (accepted or duplicates) sent. */
export function afterReadsAnswer(reads: readonly ManualRecord[], answer: Pick<IngestAnswer, 'rejected'>): ManualRecord[] {
  const reasons = new Map(answer.rejected.map(({ index, reason }) => [index, reason]));
  return reads.map((record, index) => {
    const reason = reasons.get(index);
    if (reason === undefined) {
      const { reason: _old, ...sent } = record;
      return { ...sent, state: 'enviada' };
    }
    return { ...record, state: 'rechazada', reason };
  });
}

/** Discards answered: done, or refused with the reason on the record (it keeps counting on the server). */
export function afterDiscardsAnswer(discards: readonly ManualRecord[], rejected: readonly { index: number; reason: string }[]): ManualRecord[] {
  const reasons = new Map(rejected.map(({ index, reason }) => [index, reason]));
  return discards.map((record, index) => {
    const reason = reasons.get(index);
    return reason === undefined ? { ...record, discard: 'enviada' } : { ...record, discard: undefined, reason };
  });
}

export type Edit = { save: ManualRecord[]; remove: string[] };

/**
 * The timer deletes a record: never sent, it goes; sent, it stays, marked for discard (when the
 * device may ask for discards); null when it may not.
 */
export function deleteRecord(record: ManualRecord, mayDiscard: boolean): Edit | null {
  if (record.state !== 'enviada') return { save: [], remove: [record.readId] };
  if (!mayDiscard || record.discard) return null;
  return { save: [{ ...record, discard: 'pendiente' }], remove: [] };
}

/**
 * The timer types or corrects a bib: a record not sent takes it (a refused one goes out again); a
 * sent one is discarded and a new read with the same instant and a new id takes its place. Null when
 * a sent read cannot be discarded from this device.
 */
export function setBib(record: ManualRecord, bib: string, mayDiscard: boolean, next: { readId: string; seq: number }): Edit | null {
  if (record.state !== 'enviada') {
    const { reason: _old, ...kept } = record;
    return { save: [{ ...kept, bib, state: 'pendiente' }], remove: [] };
  }
  if (!mayDiscard || record.discard || bib === record.bib) return null;
  const replacement: ManualRecord = { readId: next.readId, seq: next.seq, point: record.point, lap: record.lap, epochMs: record.epochMs, bib, state: 'pendiente' };
  return { save: [{ ...record, discard: 'pendiente' }, replacement], remove: [] };
}

export interface RecordCounts {
  /** Waiting to go out: reads with a bib not sent yet, and discards. */
  pendientes: number;
  /** Empty places: they go out once the timer types their bib. */
  sinNumero: number;
  enviadas: number;
  rechazadas: number;
}

export function countRecords(records: readonly ManualRecord[]): RecordCounts {
  const live = records.filter((record) => !record.discard);
  return {
    pendientes: live.filter((record) => record.state === 'pendiente' && record.bib !== '').length + records.filter((record) => record.discard === 'pendiente').length,
    sinNumero: live.filter((record) => record.bib === '').length,
    enviadas: live.filter((record) => record.state === 'enviada').length,
    rechazadas: live.filter((record) => record.state === 'rechazada').length,
  };
}

const RETRY_BASE_MS = 2000;
const RETRY_MAX_MS = 60_000;

/** How long after the n-th failure in a row to try again: doubling from 2 s up to a minute. */
export const retryDelayMs = (failures: number) => Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, failures - 1));
