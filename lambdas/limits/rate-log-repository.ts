// A subject's rolling log of counted moments in the one table, written back only over the log it was
// read as, so two containers counting at once never both take its last place.
import { guardedWrite } from '@lambdas/data/conditions';
import { RateLogEntity } from '@lambdas/data/rate-log-entity';

export interface RateLog {
  hits: number[];
  revision: number;
}

export async function readLog(subject: string): Promise<RateLog | undefined> {
  const { data } = await RateLogEntity.get({ subject }).go({ consistent: true });
  return data ? { hits: data.hits, revision: data.revision } : undefined;
}

/** Stores the moments over the log read (none: there was none); false when another write came between. */
export function writeLog(subject: string, hits: number[], read: RateLog | undefined, expiresAt: number): Promise<boolean> {
  const write = RateLogEntity.put({ subject, hits, revision: (read?.revision ?? 0) + 1, expiresAt })
    .where(({ revision }, { notExists, eq }) => (read ? eq(revision, read.revision) : notExists(revision)))
    .go({ response: 'none' });
  return guardedWrite(write);
}
