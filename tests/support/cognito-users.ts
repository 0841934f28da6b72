// Users made straight through the local Cognito endpoint (sign-up, code, confirmation, sign-in),
// for tests that do not go through the platform's own accounts API.
import { randomUUID } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient, runtimeConfig } from './accounts';

export interface ConfirmedUser {
  email: string;
  username: string;
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

export async function confirmedUser(cloudUrl: string, code: string, groups: string[] = []): Promise<ConfirmedUser> {
  const { userPoolId, userPoolClientId: ClientId } = await runtimeConfig(cloudUrl);
  const cognito = cognitoClient(cloudUrl);
  const email = `prueba-${randomUUID().slice(0, 8)}@prueba.mx`;
  const password = 'corre123';
  const UserAttributes = [{ Name: 'email', Value: email }];
  const { UserSub: username } = await cognito.send(
    new SignUpCommand({ ClientId, Username: email, Password: password, UserAttributes }),
  );
  await cognito.send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: code }));
  for (const GroupName of groups) {
    await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName }));
  }
  const AuthParameters = { USERNAME: email, PASSWORD: password };
  const { AuthenticationResult: tokens } = await cognito.send(
    new InitiateAuthCommand({ ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters }),
  );
  if (!tokens?.IdToken || !tokens.AccessToken || !tokens.RefreshToken || !username) {
    throw new Error('sign-in returned no tokens');
  }
  const { IdToken: idToken, AccessToken: accessToken, RefreshToken: refreshToken } = tokens;
  return { email, username, idToken, accessToken, refreshToken };
}
