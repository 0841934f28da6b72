// What the site editor reads: the draft with its revision, what is published, and the hosts.
import type { SiteEditorView } from '@shared/sites/site-api';
import { toHostView } from './site-hosts';
import { hostsOf } from './site-hosts-repository';
import { getSite } from './sites-repository';

export async function siteEditorView(eventId: number): Promise<SiteEditorView> {
  const [site, hosts] = await Promise.all([getSite(eventId), hostsOf(eventId)]);
  return {
    draft: site?.draft ?? null,
    revision: site?.revision ?? 0,
    publishedRevision: site?.publishedRevision ?? null,
    publishedAt: site?.publishedAt ?? null,
    hosts: hosts.map(toHostView),
  };
}
