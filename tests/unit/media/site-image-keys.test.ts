import { describe, expect, it } from 'vitest';
import { newSiteImageId, parseSiteImageUploadKey, siteImageMediaKey, siteImageUploadKey } from '@lambdas/media/site-image-keys';

describe('site image keys', () => {
  it('carries the event and the image through the upload key to a WebP media key', () => {
    const imageId = newSiteImageId();
    const key = siteImageUploadKey(42, imageId);
    expect(key).toBe(`site-images/42/${imageId}`);
    expect(parseSiteImageUploadKey(key)).toEqual({ eventId: 42, imageId });
    expect(siteImageMediaKey(42, imageId)).toBe(`site-images/42/${imageId}.webp`);
  });

  it('gives every image its own id', () => {
    expect(newSiteImageId()).not.toBe(newSiteImageId());
  });

  it.each([
    'site-images/42/not-a-uuid',
    'site-images/042/0b9c3a52-6f1e-4a57-9d8e-2f1c5b7a9e10',
    'site-images/x/0b9c3a52-6f1e-4a57-9d8e-2f1c5b7a9e10',
    'site-images/42/0b9c3a52-6f1e-4a57-9d8e-2f1c5b7a9e10/extra',
    'profile/42/0b9c3a52-6f1e-4a57-9d8e-2f1c5b7a9e10',
  ])('ignores the foreign key %j', (key) => expect(parseSiteImageUploadKey(key)).toBeNull());
});
