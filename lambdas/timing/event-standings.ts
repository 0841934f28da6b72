// The standings of one event held in memory between refreshes: a change rebuilds the rows of the
// athletes it names and ranks again only their modalities; every other row keeps its object, so
// what changed since the last publication is found without hashing the whole field.
import type { ResultRow } from '@shared/results/result-row';
import type { StartListEntry } from '@shared/timing/timing-schemas';
import { buildAthleteRow, rankRows, type AthleteTiming, type StandingsConfig } from './build-standings';
import { chipKey, isChipKey } from './chip-key';
import type { QueuedRead } from '@lambdas/results/standings-queue';

type HeldPass = Omit<QueuedRead, 'bib'>;

/** An athlete's timing as stored: every pass keeps its read id, so a read given again counts once. */
export interface HeldTiming extends AthleteTiming {
  passes: HeldPass[];
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

  constructor(
    readonly config: StandingsConfig,
    entries: StartListEntry[],
    timings: HeldTiming[],
  ) {
    for (const entry of entries) this.setEntry(entry);
    for (const timing of timings) this.timings.set(timing.bib, timing);
    this.rebuild(new Set([...this.entries.keys(), ...this.timings.keys()]));
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
  private timingOf(bib: string): AthleteTiming | undefined {
    const own = this.timings.get(bib);
    const chip = this.entries.get(bib)?.chip;
    const early = chip ? this.timings.get(chipKey(chip)) : undefined;
    if (!early) return own;
    return { bib, passes: [...(own?.passes ?? []), ...early.passes], uploadedRow: own?.uploadedRow };
  }

  private rebuild(bibs: Set<string>): Set<string> {
    const touched = new Set<string>();
    for (const bib of bibs) {
      const before = this.built.get(bib);
      const row = buildAthleteRow(this.config, this.entries.get(bib), this.timingOf(bib));
      if (before) touched.add(before.codMod);
      if (row) {
        this.built.set(bib, row);
        touched.add(row.codMod);
      } else this.built.delete(bib);
    }
    const byModality = new Map<string, ResultRow[]>([...touched].map((codMod) => [codMod, []]));
    for (const row of this.built.values()) byModality.get(row.codMod)?.push(row);
    for (const [codMod, rows] of byModality) this.ranked.set(codMod, rankRows(this.config, rows));
    return touched;
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

  participants(): number {
    return this.built.size;
  }
}
