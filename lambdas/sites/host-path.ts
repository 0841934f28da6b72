// The {host} of a site-host path: a domain name, or 404 for anything else.
import { domainSchema } from '@shared/sites/site-api';
import { siteApiMessages } from '@shared/sites/site-texts';
import { HttpError } from '@lambdas/core/http-error';
import type { HttpEvent } from '@lambdas/core/http-handler';

export function hostOf(event: HttpEvent): string {
  const parsed = domainSchema.safeParse(event.pathParameters?.host ?? '');
  if (!parsed.success) throw new HttpError(404, 'HOST_NOT_FOUND', siteApiMessages.hostNotFound);
  return parsed.data;
}
