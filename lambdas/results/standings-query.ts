// The list and page a results request names: ?modalidad=M&view=V&group=G&page=N (pages from 1); the
// CSV export names a list the same way, without a page.
import { z } from 'zod';
import { standingsApiTexts } from '@shared/results/results-texts';
import { AGE_GRADE_VIEW, STANDINGS_VIEWS } from '@shared/results/result-row';
import { HttpError } from '@lambdas/core/http-error';
import type { HttpEvent } from '@lambdas/core/http-handler';

const standingsQuerySchema = z.object({
  modalidad: z.string().trim().min(1).max(20),
  view: z.enum(STANDINGS_VIEWS),
  group: z.string().trim().max(20).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type StandingsQuery = z.infer<typeof standingsQuerySchema>;

export function standingsQueryOf(event: HttpEvent): StandingsQuery {
  const parsed = standingsQuerySchema.safeParse(event.queryStringParameters ?? {});
  if (!parsed.success) throw new HttpError(400, 'INVALID_QUERY', standingsApiTexts.invalidResultsQuery);
  // General and winners lists have no groups: a stray `group` still finds them. Teams scored by
  // branch are grouped by it; mixed teams are the group ''; the age-graded list is '' (all) or a branch.
  const grouped = ['genero', 'categoria', 'equipos', AGE_GRADE_VIEW].includes(parsed.data.view);
  return grouped ? parsed.data : { ...parsed.data, group: '' };
}
