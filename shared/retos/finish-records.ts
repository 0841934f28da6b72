// Recording an athlete's finish time in a reto (docs/retos.md §4, §5): typed ('Mi tiempo') or taken
// from a recorded activity ('Aplicar': its duration becomes the finish time, if the activity started
// after the reto and covers its distance, else 'No Aplicable'); and how often one athlete may record,
// since every record ranks the whole reto again.
import { z } from 'zod';
import { activityIdSchema } from '@shared/activities/activity';
import type { RateLimit } from '@shared/core/rate-limits';

export const applyActivitySchema = z.object({ activityId: activityIdSchema });
export type ApplyActivityRequest = z.infer<typeof applyActivitySchema>;

export const finishRecordMessages = {
  notApplicable: 'No Aplicable',
  beforeStart: 'La actividad es anterior al inicio del reto: no sirve como evidencia',
} as const;

/** Plenty for typing mistakes and trying activities; a loop is stopped. */
export const finishRecordsPerUser: readonly RateLimit[] = [{ limit: 30, windowSeconds: 10 * 60 }];
