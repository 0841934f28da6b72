// POST /api/accounts — creates the Cognito user and the profile together, or neither.
import { signUpRequestSchema } from '../../shared/accounts/account-schemas';
import { httpHandler, parseBody } from '../core/http-handler';
import { createProfile } from './profile-repository';
import { toProfile } from './profile-view';
import { createUser, deleteUser } from './user-directory';

export const handler = httpHandler(async (event) => {
  const { password, ...data } = parseBody(event, signUpRequestSchema);
  const userId = await createUser(data.correo, password);
  try {
    const profile = await createProfile(userId, data, new Date());
    return { statusCode: 201, body: toProfile(profile, 2) };
  } catch (error) {
    await deleteUser(userId);
    throw error;
  }
});
