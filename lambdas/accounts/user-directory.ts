// The Cognito side of an account: sign-in identity, password and e-mail.
import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { messages } from '@shared/core/messages';
import { cognito } from '@lambdas/core/aws-clients';
import { need } from '@lambdas/core/env';
import { HttpError } from '@lambdas/core/http-error';
import { logger } from '@lambdas/core/observability';

const userPoolId = need('USER_POOL_ID');

const emailInUse = () => new HttpError(409, 'EMAIL_IN_USE', messages.emailInUse);

function errorName(error: unknown): string {
  return (error as { name?: string } | null)?.name ?? '';
}

/** Creates a confirmed user with a permanent password; answers its `sub`. */
export async function createUser(correo: string, password: string): Promise<string> {
  let username: string;
  let sub: string;
  try {
    const created = await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: correo,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: correo },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    username = created.User?.Username ?? correo;
    sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value ?? '';
  } catch (error) {
    if (errorName(error) === 'UsernameExistsException' || errorName(error) === 'AliasExistsException') {
      throw emailInUse();
    }
    throw error;
  }
  try {
    if (!sub) throw new Error('Cognito returned a user without sub');
    await cognito.send(
      new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: username, Password: password, Permanent: true }),
    );
    return sub;
  } catch (error) {
    await deleteUser(username).catch((cleanup) => logger.error('Could not remove half-created user', cleanup as Error));
    if (errorName(error) === 'InvalidPasswordException') {
      throw new HttpError(400, 'VALIDATION', messages.invalidRequest, { password: messages.passwordMin });
    }
    throw error;
  }
}

export interface DirectoryUser {
  username: string;
  sub: string;
  createdAt: Date;
}

/** The user that signs in with this e-mail, if any. */
export async function findUserByEmail(correo: string): Promise<DirectoryUser | null> {
  try {
    const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: correo }));
    const sub = user.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
    if (!user.Username || !sub) return null;
    return { username: user.Username, sub, createdAt: user.UserCreateDate ?? new Date(0) };
  } catch (error) {
    if (errorName(error) === 'UserNotFoundException') return null;
    throw error;
  }
}

export async function deleteUser(username: string): Promise<void> {
  await cognito.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: username }));
}

/** Moves the sign-in e-mail; the new address is trusted because the signed-in owner typed it. */
export async function changeEmail(username: string, correo: string): Promise<void> {
  try {
    await cognito.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: userPoolId,
        Username: username,
        UserAttributes: [
          { Name: 'email', Value: correo },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
  } catch (error) {
    if (errorName(error) === 'AliasExistsException' || errorName(error) === 'UsernameExistsException') {
      throw emailInUse();
    }
    throw error;
  }
}
