// The manual app's queue (docs/timing.md#the-manual-timing-app): which records go out and in what
// batches, how an answer by index settles them (duplicates are sent), and the timer's corrections
// before and after sending.
import { describe, expect, it } from 'vitest';
import {
  afterDiscardsAnswer,
  afterReadsAnswer,
  countRecords,
  deleteRecord,
  nextBatch,
  readsBody,
  retryDelayMs,
  setBib,
  type ManualRecord,
} from '@shared/timing/manual-queue';

const record = (seq: number, bib: string, overrides: Partial<ManualRecord> = {}): ManualRecord => ({
  readId: `m-aaaaaaaa-${seq}`,
  seq,
  point: 'META',
  lap: 1,
  epochMs: Date.UTC(2026, 2, 1, 14, 0, seq),
  bib,
  state: 'pendiente',
  ...overrides,
});

describe('nextBatch', () => {
  it('sends records with a bib not sent yet, oldest first, up to the batch size; empty places wait', () => {
    const records = [record(3, '30'), record(1, '10'), record(2, ''), record(4, '40', { state: 'enviada' }), record(5, '50', { state: 'rechazada', reason: 'x' })];
    expect(nextBatch(records, 10).reads.map(({ seq }) => seq)).toEqual([1, 3]);
    expect(nextBatch(records, 1).reads.map(({ seq }) => seq)).toEqual([1]);
  });

  it('sends the discards of sent records the timer deleted, and not their read again', () => {
    const batch = nextBatch([record(1, '10', { state: 'enviada', discard: 'pendiente' }), record(2, '20', { state: 'enviada', discard: 'enviada' })]);
    expect(batch.reads).toEqual([]);
    expect(batch.discards.map(({ seq }) => seq)).toEqual([1]);
  });

  it('writes reads as the timing API takes them, the instant in ISO-8601', () => {
    expect(readsBody([record(1, '10')])).toEqual([{ readId: 'm-aaaaaaaa-1', bib: '10', point: 'META', lap: 1, time: '2026-03-01T14:00:01.000Z' }]);
  });
});

describe('answers', () => {
  const reads = [record(1, '10'), record(2, '20'), record(3, '30', { reason: 'old' })];

  it('marks reads accepted or answered as duplicates as sent, and refused ones with the API’s reason', () => {
    const settled = afterReadsAnswer(reads, { rejected: [{ index: 1, reason: 'la hora está fuera de las fechas del evento' }] });
    expect(settled.map(({ state, reason }) => [state, reason])).toEqual([
      ['enviada', undefined],
      ['rechazada', 'la hora está fuera de las fechas del evento'],
      ['enviada', undefined],
    ]);
  });

  it('marks discards done, or gives the record back with the reason', () => {
    const discards = [record(1, '10', { state: 'enviada', discard: 'pendiente' }), record(2, '20', { state: 'enviada', discard: 'pendiente' })];
    const settled = afterDiscardsAnswer(discards, [{ index: 1, reason: 'ya aceptada' }]);
    expect(settled.map(({ discard, reason }) => [discard, reason])).toEqual([
      ['enviada', undefined],
      [undefined, 'ya aceptada'],
    ]);
  });
});

describe('corrections', () => {
  const next = { readId: 'm-aaaaaaaa-9', seq: 9 };

  it('fills or corrects the bib of a record not sent, and sends a refused one again', () => {
    expect(setBib(record(1, ''), '15', false, next)).toEqual({ save: [record(1, '15')], remove: [] });
    expect(setBib(record(1, '16', { state: 'rechazada', reason: 'x' }), '15', false, next)).toEqual({ save: [record(1, '15')], remove: [] });
  });

  it('corrects a sent read as a discard of it and a new read with the same instant, only where discards are allowed', () => {
    const sent = record(1, '16', { state: 'enviada' });
    expect(setBib(sent, '15', true, next)).toEqual({ save: [{ ...sent, discard: 'pendiente' }, record(9, '15', { epochMs: sent.epochMs })], remove: [] });
    expect(setBib(sent, '15', false, next)).toBeNull();
    expect(setBib(sent, '16', true, next)).toBeNull();
  });

  it('deletes a record not sent outright, and a sent one by a discard where allowed', () => {
    expect(deleteRecord(record(1, '10'), false)).toEqual({ save: [], remove: ['m-aaaaaaaa-1'] });
    const sent = record(1, '10', { state: 'enviada' });
    expect(deleteRecord(sent, true)).toEqual({ save: [{ ...sent, discard: 'pendiente' }], remove: [] });
    expect(deleteRecord(sent, false)).toBeNull();
    expect(deleteRecord({ ...sent, discard: 'pendiente' }, true)).toBeNull();
  });
});

describe('counts and retries', () => {
  it('counts pending (a discard to send too, an empty place not), without bib, sent and refused; deleted reads count nowhere else', () => {
    const records = [record(1, ''), record(2, '20'), record(3, '30', { state: 'enviada' }), record(4, '40', { state: 'rechazada' }), record(5, '50', { state: 'enviada', discard: 'pendiente' })];
    expect(countRecords(records)).toEqual({ pendientes: 2, sinNumero: 1, enviadas: 1, rechazadas: 1 });
  });

  it('waits twice as long after each failure in a row, from 2 s up to a minute', () => {
    expect([1, 2, 3, 6, 7, 20].map(retryDelayMs)).toEqual([2000, 4000, 8000, 60_000, 60_000, 60_000]);
  });
});
