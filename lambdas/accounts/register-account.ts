// Creating an account: the Cognito user and the DynamoDB profile, both or neither; then the roles on
// events its e-mail was authorized for before it existed.
import type { SignUpRequest } from '@shared/accounts/account-schemas';
import { HttpError } from '@lambdas/core/http-error';
import { logger } from '@lambdas/core/observability';
import type { ProfileItem } from '@lambdas/data/profile-entity';
import { acceptInvites } from '@lambdas/events/authorized-users-repository';
import { createProfile, getProfile } from './profile-repository';
import { createUser, deleteUser, findUserByEmail } from './user-directory';

/** A sign-up still in flight has a user and no profile for a moment; older ones were interrupted. */
const ORPHAN_AFTER_MS = 60_000;

/**
 * Removes a user left without a profile by an interrupted sign-up, so the e-mail can register again.
 * Answers whether there was one.
 */
async function removeOrphanUser(correo: string, now: Date): Promise<boolean> {
  const user = await findUserByEmail(correo);
  if (!user || now.getTime() - user.createdAt.getTime() < ORPHAN_AFTER_MS) return false;
  if (await getProfile(user.sub)) return false;
  await deleteUser(user.username);
  return true;
}

async function createUserOrReclaim(correo: string, password: string, now: Date): Promise<string> {
  try {
    return await createUser(correo, password);
  } catch (error) {
    const emailInUse = error instanceof HttpError && error.code === 'EMAIL_IN_USE';
    if (emailInUse && (await removeOrphanUser(correo, now))) return createUser(correo, password);
    throw error;
  }
}

export async function registerAccount(request: SignUpRequest, now: Date): Promise<ProfileItem> {
  const { password, ...data } = request;
  const userId = await createUserOrReclaim(data.correo, password, now);
  let profile: ProfileItem;
  try {
    profile = await createProfile(userId, data, now);
  } catch (error) {
    await deleteUser(userId).catch((cleanup) => logger.error('Could not remove user without profile', cleanup as Error));
    throw error;
  }
  // The account exists either way: authorizations not applied now stay pending and are logged.
  await acceptInvites(data.correo, userId, `${profile.nombres} ${profile.apellidos}`.trim()).catch((error: unknown) =>
    logger.error('Pending event authorizations were not applied', error as Error),
  );
  return profile;
}
