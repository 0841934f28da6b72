// The user pool, app client and admin group, configured like the CDK auth construct; their ids are
// kept in the data directory so sessions and accounts survive a restart.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  GetGroupCommand,
  GroupExistsException,
  ResourceNotFoundException,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { userPoolSettings } from '../auth-settings';
import { writeFileAtomically } from './durable-file';

export interface UserPoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

const stateFileName = 'local-cloud.json';

async function savedIds(directory: string): Promise<UserPoolIds | undefined> {
  try {
    return JSON.parse(await readFile(join(directory, stateFileName), 'utf8')) as UserPoolIds;
  } catch {
    return undefined;
  }
}

async function stillExists(client: CognitoIdentityProviderClient, ids: UserPoolIds): Promise<boolean> {
  try {
    await client.send(
      new DescribeUserPoolClientCommand({ UserPoolId: ids.userPoolId, ClientId: ids.userPoolClientId }),
    );
    return true;
  } catch {
    return false;
  }
}

async function createPool(client: CognitoIdentityProviderClient): Promise<UserPoolIds> {
  const { UserPool } = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'carreras-local',
      UsernameAttributes: [...userPoolSettings.usernameAttributes],
      AutoVerifiedAttributes: ['email'],
      Policies: {
        PasswordPolicy: { ...userPoolSettings.passwordPolicy },
      },
    }),
  );
  const userPoolId = UserPool?.Id as string;
  const { UserPoolClient } = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'web',
      ExplicitAuthFlows: [...userPoolSettings.clientAuthFlows],
      IdTokenValidity: userPoolSettings.idTokenValidityMinutes,
      AccessTokenValidity: userPoolSettings.idTokenValidityMinutes,
      RefreshTokenValidity: userPoolSettings.refreshTokenValidityDays,
      TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'days' },
    }),
  );
  return { userPoolId, userPoolClientId: UserPoolClient?.ClientId as string };
}

/**
 * cognito-local's CreateGroup replaces a group that exists, members and all: on a pool kept from an
 * earlier start the group is left as it is, or the admins would stop being admins at every restart.
 */
async function ensureAdminGroup(client: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  const GroupName = userPoolSettings.adminGroup;
  try {
    await client.send(new GetGroupCommand({ UserPoolId: userPoolId, GroupName }));
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  try {
    await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName }));
  } catch (error) {
    if (!(error instanceof GroupExistsException)) throw error;
  }
}

export async function ensureUserPool(client: CognitoIdentityProviderClient, directory: string): Promise<UserPoolIds> {
  const saved = await savedIds(directory);
  const ids = saved && (await stillExists(client, saved)) ? saved : await createPool(client);
  await ensureAdminGroup(client, ids.userPoolId);
  await writeFileAtomically(join(directory, stateFileName), JSON.stringify(ids, null, 2));
  return ids;
}
