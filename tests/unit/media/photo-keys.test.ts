import { describe, expect, it } from 'vitest';
import {
  newUploadId,
  parseProfileUploadKey,
  profileMediaKey,
  profileUploadKey,
} from '@lambdas/media/photo-keys';

describe('profile photo keys', () => {
  it('round-trips the user and upload through the upload key', () => {
    const key = profileUploadKey('user-1', 'abc-123');
    expect(key).toBe('profile/user-1/abc-123');
    expect(parseProfileUploadKey(key)).toEqual({ userId: 'user-1', uploadId: 'abc-123' });
    expect(profileMediaKey('user-1', 'abc-123')).toBe('profile/user-1/abc-123.jpg');
  });

  it.each(['profile/user-1', 'other/user-1/x', 'profile/a/b/c'])('ignores the foreign key %j', (key) => {
    expect(parseProfileUploadKey(key)).toBeNull();
  });

  it('orders upload ids by time as plain strings', () => {
    const earlier = newUploadId(new Date('2026-01-01T00:00:00Z'));
    const later = newUploadId(new Date('2026-01-01T00:00:01Z'));
    expect(earlier < later).toBe(true);
  });
});
