// An event's organizer web: its draft saved on the revision its editor saw, its publication, and the
// published document of the site a host answers for.
import { guardedWrite } from '@lambdas/data/conditions';
import { packJson, unpackJson } from '@lambdas/data/packed-json';
import { SiteEntity } from '@lambdas/data/site-entity';
import type { SiteContent } from '@shared/sites/site-schema';

export interface StoredSite {
  draft: SiteContent;
  revision: number;
  published?: SiteContent;
  publishedRevision?: number;
  publishedAt?: string;
}

export async function getSite(eventId: number): Promise<StoredSite | null> {
  const { data } = await SiteEntity.get({ eventId }).go({ consistent: true });
  if (!data) return null;
  return {
    draft: unpackJson<SiteContent>(data.draft as Uint8Array),
    revision: data.revision,
    ...(data.published ? { published: unpackJson<SiteContent>(data.published as Uint8Array), publishedRevision: data.publishedRevision, publishedAt: data.publishedAt } : {}),
  };
}

/** The published document alone, for visitors; null while the site has none. */
export async function publishedSite(eventId: number): Promise<SiteContent | null> {
  const { data } = await SiteEntity.get({ eventId }).go({ attributes: ['published'] });
  return data?.published ? unpackJson<SiteContent>(data.published as Uint8Array) : null;
}

/** Whether visitors see a site, read without the document. */
export async function hasPublishedSite(eventId: number): Promise<boolean> {
  const { data } = await SiteEntity.get({ eventId }).go({ attributes: ['publishedRevision'] });
  return data?.publishedRevision !== undefined;
}

/** Saves the draft when `revision` is the stored one (0: no site yet); false when another save came first. */
export function saveDraft(eventId: number, content: SiteContent, revision: number, userId: string): Promise<boolean> {
  const draft = packJson(content);
  return guardedWrite(
    revision === 0
      ? SiteEntity.create({ eventId, draft, revision: 1, updatedBy: userId }).go({ response: 'none' })
      : SiteEntity.patch({ eventId })
          .set({ draft, revision: revision + 1, updatedBy: userId })
          .where(({ revision: stored }, { eq }) => eq(stored, revision))
          .go({ response: 'none' }),
  );
}

/** Publishes the stored draft as it is at `revision`, copying its packed bytes as they are. */
export async function publishDraft(eventId: number, revision: number, userId: string): Promise<'published' | 'noSite' | 'stale'> {
  const { data } = await SiteEntity.get({ eventId }).go({ consistent: true, attributes: ['draft', 'revision'] });
  if (!data) return 'noSite';
  if (data.revision !== revision) return 'stale';
  const published = await guardedWrite(
    SiteEntity.patch({ eventId })
      .set({ published: data.draft, publishedRevision: revision, publishedAt: new Date().toISOString(), updatedBy: userId })
      .where(({ revision: stored }, { eq }) => eq(stored, revision))
      .go({ response: 'none' }),
  );
  return published ? 'published' : 'stale';
}
