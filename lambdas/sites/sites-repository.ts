// An event's organizer web: its draft saved on the revision its editor saw, its publication, and the
// published document of the site a host answers for.
import { isConditionFailure } from '../data/conditions';
import { packJson, unpackJson } from '../data/packed-json';
import { SiteEntity } from '../data/site-entity';
import type { SiteContent } from '../../shared/sites/site-schema';

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

/** Saves the draft when `revision` is the stored one (0: no site yet); false when another save came first. */
export async function saveDraft(eventId: number, content: SiteContent, revision: number, userId: string): Promise<boolean> {
  const draft = packJson(content);
  try {
    if (revision === 0) {
      await SiteEntity.create({ eventId, draft, revision: 1, updatedBy: userId }).go({ response: 'none' });
    } else {
      await SiteEntity.patch({ eventId })
        .set({ draft, revision: revision + 1, updatedBy: userId })
        .where(({ revision: stored }, { eq }) => eq(stored, revision))
        .go({ response: 'none' });
    }
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Publishes the draft as it is at `revision`; false when the draft moved on since. */
export async function publishDraft(eventId: number, content: SiteContent, revision: number, userId: string): Promise<boolean> {
  try {
    await SiteEntity.patch({ eventId })
      .set({ published: packJson(content), publishedRevision: revision, publishedAt: new Date().toISOString(), updatedBy: userId })
      .where(({ revision: stored }, { eq }) => eq(stored, revision))
      .go({ response: 'none' });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
