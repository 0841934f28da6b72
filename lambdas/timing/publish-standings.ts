// Writes what a refresh changed: the pages of the recomputed modalities whose hash moved, the rows
// whose hash moved, the lists' totals when they moved, the live feed (with the field's pace profiles)
// and its filtered lists, then
// the state that vouches for them; last, the live messages:
// the event's summary when its cadence allows (or scheduled for when it will), and the changed rows
// of followed athletes.
import { gradedDistance } from '@shared/results/graded-distance';
import { lastPasses } from '@shared/results/checkpoints';
import type { LiveState } from '@shared/realtime/live-messages';
import type { ResultRow } from '@shared/results/result-row';
import { listFollowedBibs } from '@lambdas/realtime/followed-bibs-repository';
import { queueAthleteRows, queueLiveBroadcast } from '@lambdas/realtime/fan-out-queue';
import { nextBroadcastAt } from '@lambdas/realtime/live-cadence';
import { paceProfilesOf } from './pace-profiles';
import type { StandingsConfig } from './build-standings';
import { contentHash } from '@lambdas/core/content-hash';
import { getLiveFeedRecord, saveLiveFeed } from '@lambdas/realtime/live-feed-repository';
import { savePassLists } from '@lambdas/results/live-passes-repository';
import { passListChanges, type HeldPassLists } from './pass-list-changes';
import { publishRows } from './published-rows-repository';
import { deletePages, writePages } from './published-standings-repository';
import { latestPasses, samePasses, type HashedRow } from './standings-delta';
import { addressOf, isNameIndex, joinPages, modalityPages, nameIndexPages, pageChanges, type ListAddress, type RowHasher, type Stored } from '@lambdas/results/standings-paging';
import { saveListTotals, saveRefresh, type StandingsState } from '@lambdas/results/standings-state-repository';

export interface Publication {
  config: StandingsConfig;
  state: StandingsState;
  /** The modalities ranked again, whose pages are compared with the stored ones. */
  modalities: string[];
  /** Everything was read again: every stored page is in scope. */
  cold: boolean;
  namesChanged: boolean;
  /** The ranked rows of those modalities with their hashes. */
  rows: HashedRow[];
  /** Bibs whose published row must go. */
  removed: string[];
  /** bib → hash of the stored row; brought up to date here. */
  published: Map<string, string>;
  /** What is stored: page key → hash, list key → total. */
  stored: Stored;
  /** The live table's stored lists. */
  passLists: HeldPassLists;
  /** The athletes rebuilt since those lists were stored. */
  rebuiltBibs: Set<string>;
  /** The rows of the athletes the change named (their reads or entries changed). */
  changedRows: ResultRow[];
  allRows: () => ResultRow[];
  rankedOf: (codMod: string) => ResultRow[];
  /** The athlete's ranked row (absent: none). */
  rowOf: (bib: string) => ResultRow | undefined;
}

function pagesOf(publication: Publication) {
  const hashOf = new Map(publication.rows.map(({ row, hash }) => [row.num, hash]));
  const hashRow: RowHasher = (row) => `${hashOf.get(row.num) ?? contentHash(row)}${row.ab ? '+' : ''}`;
  const recomputed = new Set(publication.modalities);
  const { event, sections } = publication.config;
  const teams = { config: sections.timingConfig.equipos, byTime: event.eventType === 'byTime' };
  const produced = joinPages([
    ...publication.config.sections.modalidades
      .filter((modality) => recomputed.has(modality.codigoModalidad))
      .map((modality) =>
        modalityPages(publication.rankedOf(modality.codigoModalidad), modality, hashRow, teams, gradedDistance(modality, sections.puntosControl, event.eventType)),
      ),
    ...(publication.namesChanged ? [nameIndexPages(publication.allRows())] : []),
  ]);
  const inScope = (list: ListAddress) => publication.cold || (isNameIndex(list) ? publication.namesChanged : recomputed.has(list.modalidad));
  return pageChanges(produced, publication.stored, inScope);
}

function liveStateOf(publication: Publication, previous: LiveState | null, rowsChanged: boolean): LiveState {
  const all = publication.allRows();
  const passes = publication.cold || !previous ? lastPasses(all) : latestPasses(previous.passes, publication.changedRows, () => all);
  const counts = { finishers: all.filter((row) => row.pG > 0).length, participants: all.length };
  const profiles = paceProfilesOf(publication.config.sections, publication.modalities, publication.rankedOf, previous?.profiles ?? {});
  const same =
    previous &&
    !rowsChanged &&
    samePasses(previous.passes, passes) &&
    previous.finishers === counts.finishers &&
    previous.participants === counts.participants &&
    contentHash(previous.profiles) === contentHash(profiles);
  if (previous && same) return previous;
  const seq = (previous?.seq ?? 0) + 1;
  return { seq, rowsSeq: rowsChanged || !previous ? seq : previous.rowsSeq, ...counts, passes, profiles };
}

async function sendLive(eventId: number, changedRows: ResultRow[], delayMs: number | null): Promise<void> {
  const sends: Promise<void>[] = [];
  if (delayMs !== null) sends.push(queueLiveBroadcast(eventId, delayMs));
  if (changedRows.length > 0) {
    const followed = await listFollowedBibs(eventId);
    const rows = changedRows.filter((row) => followed.has(row.num));
    if (rows.length > 0) sends.push(queueAthleteRows(eventId, rows));
  }
  await Promise.all(sends);
}

const sameTotals = (a: Record<string, number>, b: Record<string, number>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([key, total]) => b[key] === total);

/**
 * Not ok when another refresh saved the event's state meanwhile (nothing of this one is vouched for);
 * otherwise what is stored now.
 */
export async function publishStandings(
  eventId: number,
  publication: Publication,
  run: { computedVersion: number; modelToken: string },
): Promise<{ ok: boolean; stored: Stored; passLists: HeldPassLists }> {
  const upserts = publication.rows.filter(({ row, hash }) => publication.published.get(row.num) !== hash);
  const pages = pagesOf(publication);
  const previous = await getLiveFeedRecord(eventId);
  const rowsChanged = upserts.length > 0 || publication.removed.length > 0;
  const live = liveStateOf(publication, previous, rowsChanged);
  const rebuilt = { bibs: publication.rebuiltBibs, rows: [...publication.rebuiltBibs].flatMap((bib) => publication.rowOf(bib) ?? []) };
  const passLists = passListChanges(publication.modalities, publication.rankedOf, publication.passLists, publication.cold ? null : rebuilt);

  await writePages(eventId, pages.changed, new Date().toISOString());
  await Promise.all([deletePages(eventId, pages.gone.map(addressOf)), publishRows(eventId, upserts, publication.removed), savePassLists(eventId, passLists.changed)]);
  for (const { row, hash } of upserts) publication.published.set(row.num, hash);
  for (const bib of publication.removed) publication.published.delete(bib);

  const now = Date.now();
  const changed = live !== previous;
  const at = changed ? nextBroadcastAt(now, previous?.broadcastAt ?? 0, previous?.audience ?? 0) : null;
  if (changed) await saveLiveFeed(eventId, live, at ?? previous?.broadcastAt ?? 0);
  if (!sameTotals(pages.totals, publication.stored.totals)) await saveListTotals(eventId, pages.totals);
  const ok = await saveRefresh(eventId, publication.state, run);
  if (ok) await sendLive(eventId, publication.changedRows, at === null ? null : at - now);
  return { ok, stored: { hashes: pages.hashes, totals: pages.totals }, passLists: passLists.lists };
}
