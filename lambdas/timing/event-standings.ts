// The standings of one event held in memory between refreshes: a change rebuilds the rows of the
// athletes it names and ranks again only their modalities; every other row keeps its object, so
// what changed since the last publication is found without hashing the whole field. Each rebuilt
// athlete's reads are reviewed too (docs/timing.md#the-review-queue): the flagged ones are kept for
// the timer's queue, and the timer's decisions (and the event's setting) say which of them count.
import type { ResultRow } from '@shared/results/result-row';
import type { StartListEntry } from '@shared/timing/timing-schemas';
import { doubtfulReads, passesThatCount, type FlaggedRead, type ReviewDecision } from '@shared/timing/read-review';
import { buildAthleteRow, type AthleteTiming, type StandingsConfig } from './build-standings';
import { statusConfig } from '@shared/results/result-status';
import { ModalityRanking } from './modality-ranking';
import { chipKey, isChipKey } from './chip-key';
import type { QueuedRead } from '@lambdas/results/standings-queue';

type HeldPass = Omit<QueuedRead, 'bib'>;

/** An athlete's timing as stored: every pass keeps its read id, so a read given again counts once. */
export interface HeldTiming extends AthleteTiming {
  passes: HeldPass[];
  /** The timer's decisions on the athlete's flagged reads. */
  reviews?: { readId: string; decision: ReviewDecision }[];
}

export class EventStandings {
  private readonly entries = new Map<string, StartListEntry>();
  /** chip → bib of the start list, for reads kept under their chip before the list named it. */
  private readonly chipOwners = new Map<string, string>();
  private readonly timings = new Map<string, HeldTiming>();
  /** Unranked rows by bib. */
  private readonly built = new Map<string, ResultRow>();
  /** Ranked rows by modality code. */
  private readonly ranked = new Map<string, ResultRow[]>();
  /** Each modality's rows kept in rank order, so a change is inserted rather than the field sorted again. */
  private readonly rankings = new Map<string, ModalityRanking>();
  /** The athletes the last change rebuilt. */
  private rebuiltBibs = new Set<string>();
  /** Flagged reads by athlete key (a bib, or a chip no entry carries): only athletes that have some. */
  private readonly flagged = new Map<string, FlaggedRead[]>();
  /** Athlete keys whose reads were reviewed again since the last takeReviewed(). */
  private reviewed = new Set<string>();

  constructor(
    readonly config: StandingsConfig,
    entries: StartListEntry[],
    timings: HeldTiming[],
  ) {
    for (const entry of entries) this.setEntry(entry);
    for (const timing of timings) this.timings.set(timing.bib, timing);
    const bibs = new Set([...this.entries.keys(), ...this.timings.keys()]);
    for (const bib of bibs) this.buildAthlete(bib);
    const byModality = new Map<string, ResultRow[]>();
    for (const row of this.built.values()) {
      const rows = byModality.get(row.codMod) ?? [];
      rows.push(row);
      byModality.set(row.codMod, rows);
    }
    for (const [codMod, rows] of byModality) {
      this.rankingOf(codMod).fill(rows);
      this.ranked.set(codMod, this.rankingOf(codMod).ranked());
    }
    this.rebuiltBibs = bibs;
  }

  private rankingOf(codMod: string): ModalityRanking {
    let ranking = this.rankings.get(codMod);
    if (!ranking) {
      const { event, sections } = this.config;
      ranking = new ModalityRanking({ byTime: event.eventType === 'byTime', showAll: sections.timingConfig.showAll }, statusConfig(event, sections.timingConfig));
      this.rankings.set(codMod, ranking);
    }
    return ranking;
  }

  /**
   * Takes the athletes' current entries and timing (absent: none), then adds reads stored since
   * (each once per read id), rebuilds their rows; answers the modalities whose ranking changed.
   */
  update(bibs: string[], entries: StartListEntry[], timings: HeldTiming[], reads: QueuedRead[] = []): Set<string> {
    const entryOf = new Map(entries.map((entry) => [entry.bib, entry]));
    const timingOf = new Map(timings.map((timing) => [timing.bib, timing]));
    for (const bib of bibs) {
      const entry = entryOf.get(bib);
      const timing = timingOf.get(bib);
      if (entry) this.setEntry(entry);
      if (timing) this.timings.set(bib, timing);
    }
    for (const { bib, ...pass } of reads) this.addPass(bib, pass);
    const changed = new Set([...bibs, ...reads.map(({ bib }) => bib)]);
    return this.rebuild(new Set([...changed].map((bib) => (isChipKey(bib) ? this.chipOwners.get(bib) ?? bib : bib))));
  }

  private addPass(bib: string, pass: HeldPass): void {
    const timing = this.timings.get(bib);
    if (!timing) this.timings.set(bib, { bib, passes: [pass] });
    else if (!timing.passes.some(({ readId }) => readId === pass.readId)) timing.passes = [...timing.passes, pass];
  }

  private setEntry(entry: StartListEntry): void {
    this.entries.set(entry.bib, entry);
    if (entry.chip) this.chipOwners.set(chipKey(entry.chip), entry.bib);
  }

  /** The athlete's timing with the reads kept under its chip before the start list named it. */
  private timingOf(bib: string): HeldTiming | undefined {
    const own = this.timings.get(bib);
    const chip = this.entries.get(bib)?.chip;
    const early = chip ? this.timings.get(chipKey(chip)) : undefined;
    if (!early) return own;
    return { bib, passes: [...(own?.passes ?? []), ...early.passes], uploadedRow: own?.uploadedRow, reviews: [...(own?.reviews ?? []), ...(early.reviews ?? [])] };
  }

  /** The athlete's row from the reads that count, after reviewing its reads (a chip an entry carries has its reads reviewed with its owner's). */
  private reviewAndBuild(bib: string): ResultRow | null {
    this.reviewed.add(bib);
    const entry = this.entries.get(bib);
    const timing = this.timingOf(bib);
    const owned = isChipKey(bib) && this.chipOwners.has(bib);
    if (!timing || timing.uploadedRow !== undefined || owned || timing.passes.length === 0) {
      this.flagged.delete(bib);
      return owned ? null : buildAthleteRow(this.config, entry, timing);
    }
    const { sections, event } = this.config;
    const decisions = new Map((timing.reviews ?? []).map(({ readId, decision }) => [readId, decision]));
    const review = sections.timingConfig.review;
    const flagged = doubtfulReads({
      passes: timing.passes,
      modality: entry && sections.modalidades.find((candidate) => candidate.codigoModalidad === entry.modalidad),
      serie: entry?.serie,
      points: sections.puntosControl,
      zone: event.zonaHoraria,
      deadTimeMs: sections.timingConfig.deadTimeSeconds * 1000,
      config: review,
      discarded: new Set([...decisions].flatMap(([readId, decision]) => (decision === 'descartada' ? [readId] : []))),
    });
    if (flagged.length > 0) this.flagged.set(bib, flagged);
    else this.flagged.delete(bib);
    return buildAthleteRow(this.config, entry, { ...timing, passes: passesThatCount(timing.passes, flagged, decisions, review.hideUnreviewed) });
  }

  /** Builds the athlete's row again; answers the row it had (absent: none) and the one it has. */
  private buildAthlete(bib: string): { before?: ResultRow; row: ResultRow | null } {
    const before = this.built.get(bib);
    const row = this.reviewAndBuild(bib);
    // Reads kept under the chip before the entry named it are reviewed with the athlete now.
    const chip = this.entries.get(bib)?.chip;
    if (chip) this.reviewAndBuild(chipKey(chip));
    if (row) this.built.set(bib, row);
    else this.built.delete(bib);
    return { before, row };
  }

  private rebuild(bibs: Set<string>): Set<string> {
    const touched = new Set<string>();
    for (const bib of bibs) {
      const { before, row } = this.buildAthlete(bib);
      if (before) {
        touched.add(before.codMod);
        this.rankingOf(before.codMod).replace(before, undefined);
      }
      if (row) {
        touched.add(row.codMod);
        this.rankingOf(row.codMod).replace(undefined, row);
      }
    }
    for (const codMod of touched) this.ranked.set(codMod, this.rankingOf(codMod).ranked());
    this.rebuiltBibs = bibs;
    return touched;
  }

  /** The athletes the last change rebuilt (a chip's reads count as their owner's). */
  rebuilt(): Set<string> {
    return this.rebuiltBibs;
  }

  /** The unranked row a ranked row was made from: the same object until the athlete changes. */
  builtRow(bib: string): ResultRow | undefined {
    return this.built.get(bib);
  }

  rankedRows(codMod: string): ResultRow[] {
    return this.ranked.get(codMod) ?? [];
  }

  modalities(): string[] {
    return [...this.ranked.keys()];
  }

  allRanked(): ResultRow[] {
    return [...this.ranked.values()].flat();
  }

  /** The athlete's flagged reads (none: an empty list). */
  flaggedOf(bib: string): FlaggedRead[] {
    return this.flagged.get(bib) ?? [];
  }

  /** The athlete keys reviewed since the last call, so the refresh stores only their flags. */
  takeReviewed(): Set<string> {
    const taken = this.reviewed;
    this.reviewed = new Set();
    return taken;
  }

  participants(): number {
    return this.built.size;
  }
}
