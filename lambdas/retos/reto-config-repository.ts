// Saving a reto's configuration: only the fields sent are set (a media field sent as null is removed),
// on the revision the organizer's page read, and never leaving fewer access slots than the codes
// generated already use. Both guards are conditions of the one write, so no concurrent save or code
// generation can slip between a check and the write.
import { RETO_MEDIA_FIELDS, type RetoMediaField } from '@shared/retos/reto-media';
import type { RetoChanges } from '@shared/retos/reto-config';
import { guardedWrite } from '@lambdas/data/conditions';
import { VirtualEventEntity, type VirtualEventItem } from '@lambdas/data/virtual-event-entity';

export type RetoSaveOutcome =
  | { kind: 'saved'; reto: VirtualEventItem }
  | { kind: 'stale' }
  | { kind: 'slotsBelowIssued'; issued: number }
  | { kind: 'gone' };

const isMediaField = (name: string): name is RetoMediaField => (RETO_MEDIA_FIELDS as readonly string[]).includes(name);

function splitChanges(changes: RetoChanges): { set: Partial<VirtualEventItem>; remove: RetoMediaField[] } {
  const set: Record<string, unknown> = {};
  const remove: RetoMediaField[] = [];
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (value === null && isMediaField(name)) remove.push(name);
    else set[name] = value;
  }
  return { set: set as Partial<VirtualEventItem>, remove };
}

/** The reto as stored now (a strongly consistent read): what a save is checked against. */
export async function storedReto(eventId: string): Promise<VirtualEventItem | null> {
  const { data } = await VirtualEventEntity.get({ eventId }).go({ consistent: true });
  return data;
}

export async function saveRetoConfig(eventId: string, revision: number, changes: RetoChanges): Promise<RetoSaveOutcome> {
  const { set, remove } = splitChanges(changes);
  const slots = changes.accessCodeAdmited;
  const patched = VirtualEventEntity.patch({ eventId }).set({ ...set, revision: revision + 1 });
  const write = (remove.length > 0 ? patched.remove(remove) : patched)
    .where((attr, { eq, notExists, lte }) => {
      // A reto never saved has no revision yet: it is revision 0.
      const sameRevision = revision === 0 ? `(${notExists(attr.revision)} OR ${eq(attr.revision, 0)})` : eq(attr.revision, revision);
      return slots === undefined ? sameRevision : `${sameRevision} AND (${notExists(attr.codeUsesIssued)} OR ${lte(attr.codeUsesIssued, slots)})`;
    })
    .go({ response: 'all_new' });
  if (await guardedWrite(write)) return { kind: 'saved', reto: (await write).data as VirtualEventItem };

  const now = await storedReto(eventId);
  if (!now) return { kind: 'gone' };
  if ((now.revision ?? 0) !== revision) return { kind: 'stale' };
  return { kind: 'slotsBelowIssued', issued: now.codeUsesIssued };
}

/**
 * Records a processed upload's address on the reto. Upload ids sort by time and are the only part
 * of a field's addresses that differs, so an older upload processed late never replaces a newer one.
 */
export async function setRetoMedia(eventId: string, field: RetoMediaField, url: string): Promise<boolean> {
  return guardedWrite(
    VirtualEventEntity.patch({ eventId })
      .set({ [field]: url })
      .where((attr, { notExists, lt }) => `${notExists(attr[field])} OR ${lt(attr[field], url)}`)
      .go({ response: 'none' }),
  );
}
