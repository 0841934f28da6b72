// The records of a timing request body: JSON `{ <list>: [...] }` or, for text/csv, one record per
// data row keyed by the header. Only the shape of the whole body is checked here; every record is
// validated on its own afterwards, so one bad row never sinks the batch.
import { timingTexts } from '@shared/timing/timing-texts';
import { HttpError } from '@lambdas/core/http-error';
import type { HttpEvent } from '@lambdas/core/http-handler';
import { CsvError, parseCsv } from './csv';

function bodyText(event: HttpEvent): string {
  const body = event.body ?? '';
  return event.isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
}

const isCsv = (event: HttpEvent) => /^text\/csv\b/i.test(event.headers['content-type'] ?? '');

function csvRecords(text: string, numeric: readonly string[]): unknown[] {
  try {
    return parseCsv(text, numeric);
  } catch (error) {
    if (error instanceof CsvError) throw new HttpError(400, 'INVALID_CSV', timingTexts.invalidCsv);
    throw error;
  }
}

function jsonRecords(text: string, list: string): unknown[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'INVALID_JSON', timingTexts.invalidBody(list));
  }
  const records = (parsed as Record<string, unknown> | null)?.[list];
  if (!Array.isArray(records)) throw new HttpError(400, 'INVALID_BODY', timingTexts.invalidBody(list));
  return records;
}

export interface BatchFormat {
  list: string;
  max: number;
  /** Whether the body may be CSV, and its columns that hold numbers. */
  csv?: { numeric: readonly string[] };
}

/** The body's records; more than `max` is refused whole (the caller splits the batch and resends). */
export function batchRecords(event: HttpEvent, { list, max, csv }: BatchFormat): unknown[] {
  const text = bodyText(event);
  const records = csv && isCsv(event) ? csvRecords(text, csv.numeric) : jsonRecords(text, list);
  if (records.length > max) throw new HttpError(400, 'BATCH_TOO_LARGE', timingTexts.batchTooLarge(max));
  return records;
}
