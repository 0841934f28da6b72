// The athlete a public route addresses: `{bib}` in its path. A bib no row can have is refused before
// it becomes a key DynamoDB would refuse.
import { BIB_MAX_LENGTH } from '@shared/results/result-row';
import { eventApiMessages } from '@shared/results/results-texts';
import { HttpError } from '@lambdas/core/http-error';
import type { HttpEvent } from '@lambdas/core/http-handler';

export function bibOf(event: HttpEvent): string {
  const bib = event.pathParameters?.bib ?? '';
  if (bib.length === 0 || bib.length > BIB_MAX_LENGTH) throw new HttpError(400, 'INVALID_BIB', eventApiMessages.invalidBib);
  return bib;
}
