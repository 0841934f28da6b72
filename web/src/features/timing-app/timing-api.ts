// The manual timing app's calls (docs/timing.md#the-manual-timing-app): batches, the start list and
// the server's clock, either as a signed-in cronometrista (the ID token) or as a phone paired with a
// timing key (`x-api-key`, as any timing system).
import type { ApiErrorBody } from '@shared/core/api-error';
import type { ManualBatchAnswer, ServerTimeAnswer, StartListAnswer } from '@shared/timing/manual-timing-schemas';
import { readsBody, type ManualBatch } from '@shared/timing/manual-queue';
import { manualTimingTexts as texts } from '@shared/timing/manual-timing-texts';
import type { IngestAnswer } from '@shared/timing/timing-schemas';
import { apiRequest, ApiError } from '@web/lib/api-client';
import { SendRefused, type BatchAnswer, type BatchSender } from './timing-session';

/** How the device writes to the event: a key from the organizer's QR, or the signed-in account's role. */
export type TimingAccess = { kind: 'key'; key: string; label: string } | { kind: 'staff' };

/** A refusal the timer must act on (a 4xx but a throttle); anything else is tried again. */
const isRefusal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

async function keyed<T>(path: string, key: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      headers: { accept: 'application/json', 'x-api-key': key, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      cache: 'no-store',
    });
  } catch {
    throw new Error(texts.networkDown);
  }
  if (response.ok) return (await response.json()) as T;
  const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
  throw new ApiError(response.status, body ?? { code: 'UNEXPECTED', message: texts.serverDown(response.status) });
}

async function staff<T>(path: string, body?: unknown): Promise<T> {
  try {
    return await apiRequest<T>(path, body === undefined ? { cache: 'no-store' } : { method: 'POST', body });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new Error(texts.networkDown);
  }
}

/** The batch sender of the access; refusals become SendRefused with the API's Spanish message. */
export function batchSender(eventId: number, access: TimingAccess): BatchSender {
  return async (batch: ManualBatch): Promise<BatchAnswer> => {
    try {
      if (access.kind === 'key') {
        const answer = await keyed<IngestAnswer>(`/api/timing/events/${eventId}/reads`, access.key, { method: 'POST', body: { reads: readsBody(batch.reads) } });
        return { readsRejected: answer.rejected, discardsRejected: [] };
      }
      const body = { reads: readsBody(batch.reads), discards: batch.discards.map(({ bib, readId }) => ({ bib, readId })) };
      const answer = await staff<ManualBatchAnswer>(`/api/events/${eventId}/manual-reads`, body);
      return { readsRejected: answer.rejected, discardsRejected: answer.discardsRejected };
    } catch (error) {
      if (error instanceof ApiError) {
        if (isRefusal(error.status)) throw new SendRefused(error.body.message);
        throw new Error(error.body.message);
      }
      throw error;
    }
  };
}

export function fetchStartList(eventId: number, access: TimingAccess): Promise<StartListAnswer> {
  return access.kind === 'key' ? keyed<StartListAnswer>(`/api/timing/events/${eventId}/athletes`, access.key) : staff<StartListAnswer>(`/api/events/${eventId}/start-list`);
}

/** One round trip to the server's clock, timed on the device's. */
export async function serverTimeSample(): Promise<{ sentMs: number; serverMs: number; receivedMs: number }> {
  const sentMs = Date.now();
  const answer = await apiRequest<ServerTimeAnswer>('/api/time', { signedIn: false, cache: 'no-store' });
  return { sentMs, serverMs: answer.ahora, receivedMs: Date.now() };
}
