// Keys of a reto athlete's photos: the upload key carries the reto, the athlete, the photo's type and
// id to the processor; every photo of one athlete and type shares a folder in which the newer upload
// has the greater address.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newUploadId } from '@lambdas/media/photo-keys';
import { parseRetoPhotoUploadKey, retoPhotoMediaFolder, retoPhotoMediaKey, retoPhotoUploadKey } from '@lambdas/media/reto-photo-keys';

const userID = '2c4f9a1e-7d3b-4a55-9e0c-1b2d3e4f5a6b';
const photoId = '00mwxr59gt-eb7a830d';

describe('reto photo keys', () => {
  it.each([
    [{ eventId: '12-345-6789', userID, photoType: 'startLine' as const, photoId }],
    [{ eventId: '1-2-3', userID, photoType: 'finishLine' as const, photoId }],
    [{ eventId: '10000-0-77', userID: 'local_user-1', photoType: 'evidence' as const, photoId }],
  ])('carries %j through the upload key to a JPEG in its athlete’s folder', (target) => {
    const uploadKey = retoPhotoUploadKey(target);
    expect(uploadKey).toBe(`reto-photos/${target.eventId}/${target.userID}/${target.photoType}/${photoId}`);
    expect(parseRetoPhotoUploadKey(uploadKey)).toEqual(target);
    expect(retoPhotoMediaKey(target)).toBe(`${uploadKey}.jpg`);
    expect(retoPhotoMediaKey(target).startsWith(retoPhotoMediaFolder(target))).toBe(true);
  });

  it.each([
    `reto-photos/1-2-3/${userID}/selfie/${photoId}`,
    `reto-photos/1-2-3/${userID}/startLine/${photoId}.jpg`,
    `reto-photos/1-2-3/${userID}/startLine/${photoId}/extra`,
    `reto-photos/1-2-3/../startLine/${photoId}`,
    `reto-photos/1-2/${userID}/startLine/${photoId}`,
    `reto-photos/1-2-3/${userID}/startLine/not-an-id`,
    `reto-media/1-2-3/${userID}/startLine/${photoId}`,
  ])('ignores the foreign key %j', (key) => expect(parseRetoPhotoUploadKey(key)).toBeNull());

  it("gives a later upload of the same athlete and type the greater address", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), fc.integer({ min: 1, max: 10_000_000 }), (earlier, gap) => {
        const base = { eventId: '1-2-3', userID, photoType: 'startLine' as const };
        const older = retoPhotoMediaKey({ ...base, photoId: newUploadId(new Date(earlier)) });
        const newer = retoPhotoMediaKey({ ...base, photoId: newUploadId(new Date(earlier + gap)) });
        expect(older < newer).toBe(true);
      }),
    );
  });
});
