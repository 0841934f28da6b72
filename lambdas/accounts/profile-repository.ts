// Access patterns of account profiles.
import type { ProfileUpdate, SignUpRequest } from '@shared/accounts/account-schemas';
import { isConditionFailure } from '@lambdas/data/conditions';
import { ProfileEntity, type ProfileItem } from '@lambdas/data/profile-entity';

export async function createProfile(
  userId: string,
  data: Omit<SignUpRequest, 'password'>,
  now: Date,
): Promise<ProfileItem> {
  const fechaRegistro = now.toISOString().slice(0, 10).replaceAll('-', '/');
  const { data: created } = await ProfileEntity.create({ userId, ...data, fechaRegistro, viaRegistro: 'web' }).go();
  return created;
}

export async function getProfile(userId: string): Promise<ProfileItem | null> {
  const { data } = await ProfileEntity.get({ userId }).go();
  return data;
}

export async function updateProfileData(userId: string, update: ProfileUpdate): Promise<ProfileItem> {
  const { data } = await ProfileEntity.patch({ userId }).set(update).go({ response: 'all_new' });
  return data;
}

/** Records a processed photo unless a newer upload was already recorded. */
export async function setProfilePhoto(userId: string, photoURL: string, uploadId: string): Promise<boolean> {
  try {
    await ProfileEntity.patch({ userId })
      .set({ photoURL, photoUploadId: uploadId })
      .where(({ photoUploadId }, { notExists, lt }) => `${notExists(photoUploadId)} OR ${lt(photoUploadId, uploadId)}`)
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
