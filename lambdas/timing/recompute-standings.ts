// One recompute of an event's standings: the timing state read once (the start list only after an
// upload), ranked, and only what changed written back (pages by content hash, published rows by row
// hash); answers the delta to publish.
import { lastPasses } from '../../shared/results/checkpoints';
import { withSectionDefaults } from '../../shared/results/event-sections';
import type { StandingsDelta } from '../../shared/results/result-row';
import { getEventSections } from '../results/event-sections-repository';
import { getEvent } from '../results/events-repository';
import { getLiveFeed } from '../results/standings-repository';
import { buildStandings } from './build-standings';
import { contentHash } from './content-hash';
import { listPassStates } from './pass-state-repository';
import { getPublishedHashes, publishRows } from './published-rows-repository';
import { deletePages, saveLiveFeed, writePages } from './published-standings-repository';
import { buildDelta, freshPasses, rowChanges } from './standings-delta';
import { addressOf, pageChanges, standingsPages } from './standings-pages';
import type { StandingsState } from './standings-state-repository';
import { startListAt } from './start-list-repository';

export interface Recompute {
  seq: number;
  pageHashes: Record<string, string>;
  delta: StandingsDelta | null;
}

export async function recomputeStandings(eventId: number, state: StandingsState): Promise<Recompute> {
  const [event, savedSections, athletes, timings, previousFeed, hashes] = await Promise.all([
    getEvent(eventId),
    getEventSections(eventId),
    startListAt(eventId, state.startListRevision),
    listPassStates(eventId),
    getLiveFeed(eventId),
    getPublishedHashes(eventId),
  ]);
  if (!event) return { seq: state.seq, pageHashes: state.pageHashes, delta: null };
  const sections = withSectionDefaults(savedSections);
  const ranked = buildStandings(event, sections, athletes, timings.map(({ bib, passes, uploadedRow }) => ({ bib, passes: passes ?? [], uploadedRow })));

  const published = new Map(hashes.flatMap((shard) => Object.entries(shard)));
  const { upserts, removed } = rowChanges(published, ranked.map((row) => ({ row, hash: contentHash(row) })));
  const pages = pageChanges(standingsPages(ranked, sections.modalidades), state.pageHashes);
  const passes = lastPasses(ranked);
  const counts = { finishers: ranked.filter((row) => row.pG > 0).length, participants: ranked.length };
  const delta = buildDelta({
    eventId,
    lastSeq: state.seq,
    ...counts,
    upserts: upserts.map(({ row }) => row),
    removed,
    passes: freshPasses(previousFeed?.passes ?? [], passes),
  });

  // Pages first and the rows they list, then the feed that announces the new sequence number.
  await writePages(eventId, pages.changed, new Date().toISOString());
  await Promise.all([deletePages(eventId, pages.gone.map(addressOf)), publishRows(eventId, upserts, removed, hashes)]);
  const seq = delta?.seq ?? state.seq;
  if (delta || !previousFeed) await saveLiveFeed(eventId, { seq, ...counts, passes });
  return { seq, pageHashes: pages.hashes, delta };
}
