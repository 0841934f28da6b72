// Object keys of a reto athlete's photos:
// uploads/reto-photos/{eventID}/{userID}/{photoType}/{photoId} → media/reto-photos/{eventID}/{userID}/{photoType}/{photoId}.jpg
// One athlete's photos of one type share everything but the photo id, which sorts by upload time, so
// the newer of two of their addresses is the greater.
import { RETO_PHOTO_TYPES, type RetoPhotoType } from '@shared/retos/reto-photos';

export const RETO_PHOTO_PREFIX = 'reto-photos/';

export interface RetoPhotoTarget {
  eventId: string;
  userID: string;
  photoType: RetoPhotoType;
  /** photo-keys' newUploadId. */
  photoId: string;
}

const base = ({ eventId, userID, photoType, photoId }: RetoPhotoTarget) => `${RETO_PHOTO_PREFIX}${eventId}/${userID}/${photoType}/${photoId}`;

export const retoPhotoUploadKey = (target: RetoPhotoTarget): string => base(target);

export const retoPhotoMediaKey = (target: RetoPhotoTarget): string => `${base(target)}.jpg`;

/** Where every photo of one athlete and type is stored; the newest has the greatest key below it. */
export const retoPhotoMediaFolder = (target: Omit<RetoPhotoTarget, 'photoId'>): string => `${RETO_PHOTO_PREFIX}${target.eventId}/${target.userID}/${target.photoType}/`;

const UPLOAD_KEY = new RegExp(`^reto-photos/(\\d{1,5}-\\d{1,5}-\\d{1,5})/([\\w-]{1,64})/(${RETO_PHOTO_TYPES.join('|')})/([0-9a-z]{10}-[0-9a-f]{8})$`);

export function parseRetoPhotoUploadKey(key: string): RetoPhotoTarget | null {
  const match = UPLOAD_KEY.exec(key);
  if (!match) return null;
  return { eventId: match[1]!, userID: match[2]!, photoType: match[3] as RetoPhotoType, photoId: match[4]! };
}
