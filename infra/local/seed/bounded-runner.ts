// Runs numbered pieces of work a few at a time and reports how far the work is done without a gap,
// which is what a start that resumes can skip: pieces after that point may run again.

export interface BoundedRun {
  /** The first index to run; the last is `end - 1`. */
  from: number;
  end: number;
  concurrency: number;
  work(index: number): Promise<void>;
  /** Every index below `doneBelow` has finished; called each time that point moves. */
  progress(doneBelow: number): Promise<void>;
  /** Once aborted, no new piece starts: the running ones end and their progress is reported. */
  signal?: AbortSignal;
}

/** On a failure, takes no new piece, lets the running ones end, reports progress and throws the first failure. */
export async function runBounded({ from, end, concurrency, work, progress, signal }: BoundedRun): Promise<void> {
  let next = from;
  let doneBelow = from;
  let failure: { error: unknown } | undefined;
  const finished = new Set<number>();
  let reported = Promise.resolve();

  async function worker(): Promise<void> {
    while (!failure && !signal?.aborted && next < end) {
      const index = next++;
      try {
        await work(index);
      } catch (error) {
        failure ??= { error };
        return;
      }
      finished.add(index);
      const before = doneBelow;
      while (finished.delete(doneBelow)) doneBelow += 1;
      if (doneBelow !== before) {
        const point = doneBelow;
        reported = reported.then(() => progress(point));
      }
    }
  }

  await Promise.all(Array.from({ length: Math.min(concurrency, Math.max(0, end - from)) }, worker));
  await reported;
  if (failure) throw failure.error;
}
