// One refresh of an event's standings from the queued changes. A container keeps the event's
// standings in memory: while the stored state says they came from this copy, a change costs adding
// the reads it carries (or reading the athletes it names), ranking their modalities again and
// writing what differs. Otherwise (a cold container, another container computed last, the
// configuration changed, a change whose message was lost) the event is read whole. The flagged
// reads of the athletes it rebuilt are stored before the standings, when they changed.
import { randomUUID } from 'node:crypto';
import { withSectionDefaults } from '@shared/results/event-sections';
import type { ResultRow } from '@shared/results/result-row';
import { getEventSections } from '@lambdas/events/event-sections-repository';
import { getEvent } from '@lambdas/events/events-repository';
import type { StandingsConfig } from './build-standings';
import { chipKey } from './chip-key';
import { contentHash } from '@lambdas/core/content-hash';
import { EventStandings, type HeldTiming } from './event-standings';
import { listFlagHashes, saveFlagChanges } from './flagged-reads-repository';
import type { HeldPassLists } from './pass-list-changes';
import { publishStandings, type Publication } from './publish-standings';
import { getPassStates, listPassStates } from './pass-state-repository';
import { listPublishedHashes } from './published-rows-repository';
import type { RefreshMessage } from '@lambdas/results/standings-queue';
import { storedPageKeys, type Stored } from '@lambdas/results/standings-paging';
import { getListTotals, getStandingsState, type StandingsState } from '@lambdas/results/standings-state-repository';
import { getStartListEntries, listStartList, toStartListEntry } from './start-list-repository';

/** A row's hash, kept with what it was computed from so an unchanged row is not hashed again. */
interface RowMemo {
  built: ResultRow;
  pG: number;
  pR: number;
  pCat: number;
  hash: string;
}

interface HeldStandings {
  token: string;
  computedVersion: number;
  standings: EventStandings;
  /** bib → hash of the row stored for it. */
  published: Map<string, string>;
  /** The stored pages' hashes and lists' totals. */
  stored: Stored;
  /** The live table's stored lists (unknown after a cold start: all are written). */
  passLists: HeldPassLists;
  memo: Map<string, RowMemo>;
  /** bib → hash of the athlete's stored flagged reads (athletes with none are absent). */
  flagHashes: Map<string, string>;
}

const held = new Map<number, HeldStandings>();

const timingOf = (item: { bib: string; passes?: HeldTiming['passes']; uploadedRow?: unknown; reviews?: HeldTiming['reviews'] }): HeldTiming => ({
  bib: item.bib,
  passes: item.passes ?? [],
  uploadedRow: item.uploadedRow,
  reviews: item.reviews,
});

async function loadConfig(eventId: number): Promise<StandingsConfig | null> {
  const [event, sections] = await Promise.all([getEvent(eventId), getEventSections(eventId)]);
  return event ? { event, sections: withSectionDefaults(sections) } : null;
}

async function loadWhole(eventId: number): Promise<HeldStandings | null> {
  const [config, entries, timings, published, totals, flagHashes] = await Promise.all([
    loadConfig(eventId),
    listStartList(eventId),
    listPassStates(eventId),
    listPublishedHashes(eventId),
    getListTotals(eventId, { consistent: true }),
    listFlagHashes(eventId),
  ]);
  if (!config) return null;
  const standings = new EventStandings(config, entries.map(toStartListEntry), timings.map(timingOf));
  // The stored pages are known, not their hashes: a cold refresh writes every page once.
  const hashes = Object.fromEntries(storedPageKeys(totals).map((key) => [key, '']));
  return { token: '', computedVersion: 0, standings, published, stored: { hashes, totals }, passLists: {}, memo: new Map(), flagHashes };
}

/**
 * Brings the held standings up to the changes: reads queued with a change are added as they are;
 * athletes a change names without its reads (start-list entries, uploaded rows) are read again
 * with the chips their entries carry (reads kept under a chip before the list named it).
 */
async function applyChange(current: HeldStandings, eventId: number, messages: RefreshMessage[]): Promise<Set<string>> {
  const unread = [...new Set(messages.flatMap((message) => (message.reads ? [] : message.bibs ?? [])))];
  const reads = messages.flatMap((message) => message.reads ?? []);
  if (unread.length === 0) return current.standings.update([], [], [], reads);
  const entries = await getStartListEntries(eventId, unread);
  const chips = entries.flatMap((entry) => (entry.chip ? [chipKey(entry.chip)] : []));
  const keys = [...new Set([...unread, ...chips])];
  const timings = await getPassStates(eventId, keys);
  return current.standings.update(keys, entries, timings.map(timingOf), reads);
}

/** The ranked rows of the modalities, each with its hash (computed again only for rows that changed). */
function hashedRows(current: HeldStandings, modalities: Iterable<string>) {
  const rows = [];
  for (const codMod of modalities) {
    for (const row of current.standings.rankedRows(codMod)) {
      const built = current.standings.builtRow(row.num)!;
      let memo = current.memo.get(row.num);
      if (!memo || memo.built !== built || memo.pG !== row.pG || memo.pR !== row.pR || memo.pCat !== row.pCat) {
        memo = { built, pG: row.pG, pR: row.pR, pCat: row.pCat, hash: contentHash(row) };
        current.memo.set(row.num, memo);
      }
      rows.push({ row, hash: memo.hash });
    }
  }
  return rows;
}

/** Stores the flagged reads of the athletes reviewed again whose flags moved (cold: every stored one is compared). */
async function storeFlags(eventId: number, current: HeldStandings, cold: boolean): Promise<void> {
  const { standings, flagHashes } = current;
  const keys = new Set([...standings.takeReviewed(), ...(cold ? flagHashes.keys() : [])]);
  const changes = [...keys].flatMap((bib) => {
    const reads = standings.flaggedOf(bib);
    const hash = reads.length > 0 ? contentHash(reads) : '';
    return hash === (flagHashes.get(bib) ?? '') ? [] : [{ bib, reads, hash }];
  });
  if (changes.length === 0) return;
  await saveFlagChanges(eventId, changes);
  for (const { bib, hash } of changes) {
    if (hash) flagHashes.set(bib, hash);
    else flagHashes.delete(bib);
  }
}

function publicationOf(current: HeldStandings, state: StandingsState, touched: Set<string>, cold: boolean, namesChanged: boolean, changedBibs: string[]): Publication {
  const { standings } = current;
  const rows = hashedRows(current, touched);
  const byBib = new Map(rows.map(({ row }) => [row.num, row]));
  const removed = cold
    ? [...current.published.keys()].filter((bib) => !standings.builtRow(bib))
    : changedBibs.filter((bib) => current.published.has(bib) && !standings.builtRow(bib));
  return {
    config: standings.config,
    state,
    modalities: [...touched],
    cold,
    namesChanged: cold || namesChanged,
    rows,
    removed,
    published: current.published,
    stored: current.stored,
    passLists: current.passLists,
    rebuiltBibs: standings.rebuilt(),
    allRows: () => standings.allRanked(),
    rankedOf: (codMod) => standings.rankedRows(codMod),
    rowOf: (bib) => byBib.get(bib),
    changedRows: changedBibs.flatMap((bib) => byBib.get(bib) ?? []),
  };
}

async function refresh(eventId: number, queued: RefreshMessage[]): Promise<void> {
  const state = await getStandingsState(eventId);
  // A catch-up sweep's recheck finds nothing to do once a refresh reached its version.
  const messages = queued.filter((message) => !message.recheck || message.version > state.computedVersion);
  if (messages.length === 0) return;
  const version = Math.max(...messages.map((message) => message.version));
  let current = held.get(eventId);
  const cold = !current || messages.some((message) => message.full) || current.token !== state.modelToken || current.computedVersion !== state.computedVersion;
  let touched: Set<string>;
  const bibs = [...new Set(messages.flatMap((message) => message.bibs ?? []))];
  if (cold) {
    held.delete(eventId);
    const loaded = await loadWhole(eventId);
    if (!loaded) return;
    current = loaded;
    touched = new Set(current.standings.modalities());
  } else {
    touched = await applyChange(current!, eventId, messages);
  }
  const holder = current!;
  await storeFlags(eventId, holder, cold);
  const namesChanged = messages.some((message) => message.names);
  const token = randomUUID();
  const saved = await publishStandings(eventId, publicationOf(holder, state, touched, cold, namesChanged, bibs), { computedVersion: Math.max(version, state.computedVersion), modelToken: token });
  if (!saved.ok) throw new Error(`Standings of event ${eventId} were saved by another refresh meanwhile`);
  holder.token = token;
  holder.stored = saved.stored;
  holder.passLists = saved.passLists;
  holder.computedVersion = Math.max(version, state.computedVersion);
  held.set(eventId, holder);
}

/** Refreshes the event from its queued changes; on failure its copy is dropped, so the retry reads it whole. */
export async function refreshEvent(eventId: number, messages: RefreshMessage[]): Promise<void> {
  try {
    await refresh(eventId, messages);
  } catch (error) {
    held.delete(eventId);
    throw error;
  }
}
