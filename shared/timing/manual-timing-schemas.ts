// The manual timing app's calls (docs/timing.md#the-manual-timing-app): a signed-in cronometrista's
// batch (reads as the timing API takes them, and discards of reads the app sent before), the start
// list the device keeps for offline, and the server's clock.
import { z } from 'zod';
import { BIB_PATTERN, MAX_READS_PER_BATCH, type IngestAnswer } from './timing-schemas';

/** Discards per request: as many as reads. */
export const MAX_DISCARDS_PER_BATCH = MAX_READS_PER_BATCH;

/** A read id the manual app made (shared/timing/device-read-id.ts): only these may be discarded from it. */
export const MANUAL_READ_ID = /^m-[0-9a-z]{8}-[1-9][0-9]{0,15}$/;

export const manualDiscardSchema = z.object({
  bib: z.string().trim().regex(BIB_PATTERN, 'número inválido'),
  readId: z.string().regex(MANUAL_READ_ID, 'lectura que no hizo la app de cronometraje'),
});

/** The reads are validated one by one by the ingest, as the timing API's are; only their count is bounded here. */
export const manualBatchSchema = z.object({
  reads: z.array(z.unknown()).max(MAX_READS_PER_BATCH).default([]),
  discards: z.array(manualDiscardSchema).max(MAX_DISCARDS_PER_BATCH).default([]),
});
export type ManualBatchBody = z.infer<typeof manualBatchSchema>;

export interface ManualBatchAnswer extends IngestAnswer {
  discarded: number;
  discardsRejected: { index: number; reason: string }[];
}

/** One runner of the start list as the device keeps it. */
export interface StartListRunner {
  bib: string;
  nombre: string;
  modalidad: string;
}

export interface StartListAnswer {
  athletes: StartListRunner[];
}

export interface ServerTimeAnswer {
  /** The server's clock, epoch ms. */
  ahora: number;
}
