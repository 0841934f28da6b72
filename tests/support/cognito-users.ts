// Users made straight through Cognito (sign-up, code, confirmation, sign-in), for tests that do not
// go through the platform's own accounts API. Signing up needs cognito-local's own endpoint, since
// the public /cognito takes only what the SPA calls; the sign-in goes through /cognito as the SPA's.
import { randomUUID } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognitoAdminClient, cognitoClient, runtimeConfig } from './accounts';
import type { CloudProcess } from './local-cloud-process';

export interface ConfirmedUser {
  email: string;
  username: string;
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

export type CloudAddresses = Pick<CloudProcess, 'url' | 'cognitoAdminEndpoint'>;

export async function confirmedUser(cloud: CloudAddresses, code: string, groups: string[] = []): Promise<ConfirmedUser> {
  const { userPoolId, userPoolClientId: ClientId } = await runtimeConfig(cloud.url);
  const admin = cognitoAdminClient(cloud.cognitoAdminEndpoint);
  const email = `prueba-${randomUUID().slice(0, 8)}@prueba.mx`;
  const password = 'corre123';
  const UserAttributes = [{ Name: 'email', Value: email }];
  const { UserSub: username } = await admin.send(
    new SignUpCommand({ ClientId, Username: email, Password: password, UserAttributes }),
  );
  await admin.send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: code }));
  for (const GroupName of groups) {
    await admin.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName }));
  }
  const AuthParameters = { USERNAME: email, PASSWORD: password };
  const { AuthenticationResult: tokens } = await cognitoClient(cloud.url).send(
    new InitiateAuthCommand({ ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters }),
  );
  if (!tokens?.IdToken || !tokens.AccessToken || !tokens.RefreshToken || !username) {
    throw new Error('sign-in returned no tokens');
  }
  const { IdToken: idToken, AccessToken: accessToken, RefreshToken: refreshToken } = tokens;
  return { email, username, idToken, accessToken, refreshToken };
}
