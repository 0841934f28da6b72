// Access codes of a reto: generated in transactions that also count their uses against the reto's
// available slots (never more issued than admitted, even with two organizers at once), listed newest
// first a page at a time, switched on and off. Codes are drawn at random and unique in their reto.
import { randomInt } from 'node:crypto';
import { createWriteTransaction } from 'electrodb';
import { CODE_LENGTH, codeMessages, type AccessCodeView, type GenerateCodesRequest } from '@shared/retos/access-codes';
import { isConditionFailure } from '@lambdas/data/conditions';
import { RetoPassEntity, type RetoPassItem } from '@lambdas/data/reto-pass-entity';
import { transact } from '@lambdas/data/transaction-retry';
import { VirtualEventEntity } from '@lambdas/data/virtual-event-entity';
import { HttpError } from '@lambdas/core/http-error';
import { getVirtualEvent } from './virtual-events-repository';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** A transaction holds 100 writes: the reto's count and 99 codes. */
const CODES_PER_TRANSACTION = 99;
const TRIES = 20;

export function drawCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

export function toAccessCodeView(item: RetoPassItem): AccessCodeView {
  const exhausted = item.usedCount >= item.uses;
  return { code: item.code, uses: item.uses, usedCount: item.usedCount, active: item.active && !exhausted, exhausted, date: item.date };
}

/** Creates the request's codes; a request already carried out (same intento) creates none. */
export async function generateCodes(eventId: string, userID: string, request: GenerateCodesRequest, now: Date): Promise<number> {
  let remaining = request.quantity;
  let first = true;
  for (let attempt = 0; remaining > 0; attempt += 1) {
    if (attempt >= TRIES) throw new Error(`Access codes of ${eventId} could not be written`);
    const reto = await getVirtualEvent(eventId);
    if (!reto) throw new HttpError(404, 'RETO_NOT_FOUND', codeMessages.unknown);
    // Only the request's first chunk carries its intento: a retried request stops there.
    if (first && reto.lastCodeBatch === request.intento) return 0;
    const count = Math.min(remaining, CODES_PER_TRANSACTION);
    const seen = reto.codeUsesIssued ?? 0;
    if (seen + count * request.uses > reto.accessCodeAdmited) throw new HttpError(409, 'CODE_LIMIT', codeMessages.limit(reto.accessCodeAdmited));
    const codes = new Set<string>();
    while (codes.size < count) codes.add(drawCode());
    const date = now.toISOString();
    const outcome = await transact(() =>
      createWriteTransaction({ reto: VirtualEventEntity, pass: RetoPassEntity }, ({ reto: retos, pass }) => [
        retos
          .patch({ eventId })
          .set({ codeUsesIssued: seen + count * request.uses, lastCodeBatch: request.intento })
          .where(({ codeUsesIssued }, { eq, notExists }) => (seen === 0 ? `(${notExists(codeUsesIssued)} OR ${eq(codeUsesIssued, 0)})` : eq(codeUsesIssued, seen)))
          .commit(),
        ...[...codes].map((code) => pass.create({ eventId, code, userID, uses: request.uses, date, batch: request.intento }).commit()),
      ]).go(),
    );
    // A changed count (another generation) or a code already taken: read again and draw again.
    if (!outcome.ok) continue;
    remaining -= count;
    first = false;
  }
  return request.quantity;
}

export async function listCodes(eventId: string, limit: number, after?: { date: string; code: string }): Promise<{ codes: AccessCodeView[]; more: boolean }> {
  const query = RetoPassEntity.query.newestFirst({ eventId });
  const { data } = await (after ? query.lt(after) : query).go({ order: 'desc', count: limit + 1 });
  return { codes: data.slice(0, limit).map(toAccessCodeView), more: data.length > limit };
}

export async function getCode(eventId: string, code: string): Promise<RetoPassItem | null> {
  const { data } = await RetoPassEntity.get({ eventId, code }).go({ consistent: true });
  return data;
}

/** Switches a code; switching on a used-up code is refused (docs/retos.md §4). Null when there is no such code. */
export async function toggleCode(eventId: string, code: string, active: boolean): Promise<AccessCodeView | null> {
  try {
    const patch = RetoPassEntity.patch({ eventId, code }).set({ active });
    const { data } = await (active ? patch.where(({ usedCount, uses }, { name }) => `${name(usedCount)} < ${name(uses)}`) : patch).go({ response: 'all_new' });
    return toAccessCodeView(data);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const current = await getCode(eventId, code);
    if (!current) return null;
    throw new HttpError(409, 'CODE_EXHAUSTED', codeMessages.exhausted);
  }
}
