// Photos of a reto's athletes: each processed upload recorded once (an S3 notification delivered twice
// counts one evidence photo), the participant's start or finish photo moved to the newest, and the
// grids and the athlete's own photos read newest first.
import { createWriteTransaction } from 'electrodb';
import { RETO_PHOTO_PAGE, type RetoGridType, type RetoPhotoType } from '@shared/retos/reto-photos';
import { guardedWrite } from '@lambdas/data/conditions';
import { RetoParticipantEntity, type RetoParticipantItem } from '@lambdas/data/reto-participant-entity';
import { RetoPhotoEntity, type RetoPhotoItem } from '@lambdas/data/reto-photo-entity';
import { transact } from '@lambdas/data/transaction-retry';

export interface NewRetoPhoto {
  eventId: string;
  userID: string;
  photoId: string;
  photoType: RetoPhotoType;
  url: string;
  /** What every address of this athlete's photos of this type begins with. */
  urlFolder: string;
}

export type PhotoRecording = 'recorded' | 'already recorded' | 'not a participant';

/** The participant shows the newest of their photos of the type: an older upload processed late changes nothing. */
async function showNewest({ eventId, userID, photoType, url, urlFolder }: NewRetoPhoto): Promise<void> {
  const field = photoType === 'startLine' ? 'startLinePhoto' : 'finishLinePhoto';
  await guardedWrite(
    RetoParticipantEntity.patch({ eventId, userID })
      .set(field === 'startLinePhoto' ? { startLinePhoto: url } : { finishLinePhoto: url })
      // An address of another form (not one of this athlete's uploads of the type) is always replaced.
      .where((participant, { notExists, begins, lt }) => `${notExists(participant[field])} OR NOT ${begins(participant[field], urlFolder)} OR ${lt(participant[field], url)}`)
      .go({ response: 'none' }),
  );
}

export async function recordRetoPhoto(photo: NewRetoPhoto): Promise<PhotoRecording> {
  const { eventId, userID, photoId, photoType, url } = photo;
  const outcome = await transact(() =>
    createWriteTransaction({ photos: RetoPhotoEntity, participants: RetoParticipantEntity }, ({ photos, participants }) => [
      photos.create({ eventId, userID, photoId, photoType, url }).commit(),
      photoType === 'evidence'
        ? participants.patch({ eventId, userID }).add({ evidencePhotos: 1 }).commit()
        : participants.check({ eventId, userID }).where((participant, { exists }) => exists(participant.userID)).commit(),
    ]).go(),
  );
  const recording: PhotoRecording = outcome.ok ? 'recorded' : outcome.failed[0] ? 'already recorded' : 'not a participant';
  // Again on a delivery processed twice: the first may have stopped before it.
  if (recording !== 'not a participant' && photoType !== 'evidence') await showNewest(photo);
  return recording;
}

/** A grid's page: the reto's photos of the type, newest first, after the cursor's photo. */
export async function listGridPhotos(eventId: string, photoType: RetoGridType, after?: string): Promise<{ photos: RetoPhotoItem[]; more: boolean }> {
  const query = RetoPhotoEntity.query.byGrid({ eventId, photoType });
  const { data } = await (after ? query.lt({ photoId: after }) : query).go({ order: 'desc', count: RETO_PHOTO_PAGE + 1 });
  return { photos: data.slice(0, RETO_PHOTO_PAGE), more: data.length > RETO_PHOTO_PAGE };
}

/** One athlete's newest photos in the reto (a page's worth), newest first. */
export async function listPhotosOf(eventId: string, userID: string): Promise<RetoPhotoItem[]> {
  const { data } = await RetoPhotoEntity.query.byParticipant({ eventId, userID }).go({ order: 'desc', count: RETO_PHOTO_PAGE });
  return data;
}

/** The participants whose photos a grid shows, by athlete, read as they are now (names, finish times). */
export async function athletesOf(eventId: string, userIDs: string[]): Promise<Map<string, RetoParticipantItem>> {
  const unique = [...new Set(userIDs)];
  if (unique.length === 0) return new Map();
  const { data } = await RetoParticipantEntity.get(unique.map((userID) => ({ eventId, userID }))).go();
  return new Map(data.map((participant) => [participant.userID, participant]));
}
