import { describe, expect, it } from 'vitest';
import {
  eventPhotoMediaKeys,
  eventPhotoUploadKey,
  parseEventPhotoUploadKey,
} from '@lambdas/media/event-photo-keys';

describe('event photo keys', () => {
  it('carries the event and the moment the photo was taken through the upload key', () => {
    const key = eventPhotoUploadKey(12, 1_772_370_133_250);
    const parsed = parseEventPhotoUploadKey(key);
    expect(parsed).toMatchObject({ eventId: 12, takenAtMs: 1_772_370_133_250 });
    expect(eventPhotoMediaKeys(12, parsed!.photoId)).toEqual({
      photo: `event-photos/12/${parsed!.photoId}.jpg`,
      thumb: `event-photos/12/${parsed!.photoId}-thumb.jpg`,
    });
  });

  it('gives every upload its own key', () => {
    expect(eventPhotoUploadKey(1, 5)).not.toBe(eventPhotoUploadKey(1, 5));
  });

  it.each(['event-photos/x/1-abc', 'event-photos/1/abc', 'profile/1/2-abc', 'event-photos/1/2-abc/extra'])(
    'ignores the foreign key %j',
    (key) => expect(parseEventPhotoUploadKey(key)).toBeNull(),
  );
});
