// DELETE /api/events/{eventId}/site/hosts/{host} — the site stops answering on the host, which is free again.
import { siteApiMessages } from '../../shared/sites/site-texts';
import { callerOf } from '../core/caller';
import { HttpError } from '../core/http-error';
import { httpHandler } from '../core/http-handler';
import { requirePermission } from '../results/event-access';
import { eventIdOf } from '../results/event-path';
import { hostOf } from './host-path';
import { releaseHost } from './site-hosts-repository';

export const handler = httpHandler(async (event) => {
  const eventId = eventIdOf(event);
  await requirePermission(callerOf(event), eventId, 'configure');
  if (!(await releaseHost(hostOf(event), eventId))) throw new HttpError(404, 'HOST_NOT_FOUND', siteApiMessages.hostNotFound);
  return { body: {} };
});
