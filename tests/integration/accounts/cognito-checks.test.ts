// What the local Cognito enforces as Cognito does (docs/security.md, "Local cloud"): its tokens carry
// the install's own signature and are checked when presented, sign-out revokes them, and guessed
// passwords and reset codes get Cognito's answers and limits. The guesses go to cognito-local's own
// endpoint, past the per-client limit of the public one, which other tests cover.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  UpdateUserAttributesCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt, decodeProtectedHeader, importJWK, SignJWT, type JWK } from 'jose';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi, cognitoAdminClient, cognitoClient, runtimeConfig, signedUpAthlete, waitFor } from '../../support/accounts';

const cloudUrl = inject('cloudUrl');
const cognito = cognitoAdminClient(inject('cognitoAdminEndpoint'));
let ClientId: string;

beforeAll(async () => {
  ClientId = (await runtimeConfig(cloudUrl)).userPoolClientId;
});

async function tokensOf(correo: string, password: string) {
  const { AuthenticationResult } = await cognito.send(
    new InitiateAuthCommand({ ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: correo, PASSWORD: password } }),
  );
  return { access: AuthenticationResult!.AccessToken!, id: AuthenticationResult!.IdToken!, refresh: AuthenticationResult!.RefreshToken! };
}

/** The error a call ends in, as name and message. */
async function refusal(call: Promise<unknown>): Promise<{ name: string; message: string }> {
  try {
    await call;
  } catch (error) {
    return { name: (error as Error).name, message: (error as Error).message };
  }
  throw new Error('the call succeeded');
}

const signInAs = (client: CognitoIdentityProviderClient, correo: string, password: string) =>
  client.send(new InitiateAuthCommand({ ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: correo, PASSWORD: password } }));

/** A token with these claims signed with the private key cognito-local ships in its package. */
async function signedWithShippedKey(claims: Record<string, unknown>): Promise<string> {
  const keyFile = createRequire(import.meta.url).resolve('cognito-local/lib/keys/cognitoLocal.private.json');
  const { jwk } = JSON.parse(readFileSync(keyFile, 'utf8')) as { jwk: JWK };
  const key = await importJWK(jwk, 'RS256');
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' }).sign(key);
}

/** The codes of the reset mails sent to `correo`, once there are `count` of them. */
async function resetCodes(correo: string, count: number): Promise<string[]> {
  return waitFor(async () => {
    const res = await fetch(`${cloudUrl}/local/outbox.json?to=${encodeURIComponent(correo)}`);
    const list = (await res.json()) as { subject: string; html?: string; text?: string }[];
    const codes = list.filter((m) => m.subject === 'Recupera tu contraseña').map((m) => /<b>(\d+)<\/b>/.exec(m.html ?? m.text ?? '')![1]!);
    return codes.length >= count ? codes : undefined;
  });
}

describe('tokens', () => {
  it('are signed with the install’s own key, and one signed with cognito-local’s shipped key is refused', async () => {
    const { athlete, token } = await signedUpAthlete(cloudUrl);
    expect(decodeProtectedHeader(token).kid).not.toBe('CognitoLocal');
    const { userPoolId } = await runtimeConfig(cloudUrl);
    const jwks = (await (await fetch(`${cloudUrl}/cognito/${userPoolId}/.well-known/jwks.json`)).json()) as { keys: { kid: string }[] };
    expect(jwks.keys.map((key) => key.kid)).toEqual([decodeProtectedHeader(token).kid]);

    const asAdmin = await signedWithShippedKey({ ...decodeJwt(token), 'cognito:groups': ['admin'] });
    expect((await callApi(cloudUrl, '/api/me', { token })).status).toBe(200);
    expect((await callApi(cloudUrl, '/api/me', { token: asAdmin })).status).toBe(401);

    const { access } = await tokensOf(athlete.correo, athlete.password);
    const forgedAccess = await signedWithShippedKey(decodeJwt(access));
    expect(await refusal(cognito.send(new GetUserCommand({ AccessToken: forgedAccess })))).toEqual({
      name: 'NotAuthorizedException',
      message: 'Invalid Access Token',
    });
  });

  it('cannot change another user’s e-mail with an access token made up for them', async () => {
    const victim = await signedUpAthlete(cloudUrl);
    const { access } = await tokensOf(victim.athlete.correo, victim.athlete.password);
    const forged = await signedWithShippedKey(decodeJwt(access));
    const update = cognitoClient(cloudUrl).send(
      new UpdateUserAttributesCommand({ AccessToken: forged, UserAttributes: [{ Name: 'email', Value: 'atacante@prueba.mx' }] }),
    );
    expect((await refusal(update)).name).toBe('NotAuthorizedException');
    const { UserAttributes } = await cognito.send(new GetUserCommand({ AccessToken: access }));
    expect(UserAttributes?.find((attribute) => attribute.Name === 'email')?.Value).toBe(victim.athlete.correo);
  });

  it('are revoked by a global sign-out: the access token at Cognito and the refresh token', async () => {
    const { athlete } = await signedUpAthlete(cloudUrl);
    const session = await tokensOf(athlete.correo, athlete.password);
    const other = await tokensOf(athlete.correo, athlete.password);

    await expect(cognitoClient(cloudUrl).send(new GlobalSignOutCommand({ AccessToken: session.access }))).resolves.toBeDefined();

    for (const access of [session.access, other.access]) {
      expect(await refusal(cognito.send(new GetUserCommand({ AccessToken: access })))).toEqual({
        name: 'NotAuthorizedException',
        message: 'Access Token has been revoked',
      });
    }
    const refresh = cognito.send(new InitiateAuthCommand({ ClientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: session.refresh } }));
    expect((await refusal(refresh)).name).toBe('NotAuthorizedException');

    const again = await tokensOf(athlete.correo, athlete.password);
    const { Username } = await cognito.send(new GetUserCommand({ AccessToken: again.access }));
    expect(Username).toBe(decodeJwt(again.access).username);
  });
});

describe('a wrong password', () => {
  it('gets the answer an unknown e-mail gets', async () => {
    const { athlete } = await signedUpAthlete(cloudUrl);
    const wrong = await refusal(signInAs(cognito, athlete.correo, 'no-es-la-clave'));
    const unknown = await refusal(signInAs(cognito, `nadie-${Date.now()}@prueba.mx`, 'no-es-la-clave'));
    expect(wrong).toEqual({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    expect(unknown).toEqual(wrong);
  });

  it('five times locks the account out, its right password included, and an unknown e-mail alike', async () => {
    const { athlete } = await signedUpAthlete(cloudUrl);
    for (const correo of [athlete.correo, `nadie-${Date.now()}@prueba.mx`]) {
      for (let failure = 0; failure < 5; failure += 1) {
        expect((await refusal(signInAs(cognito, correo, 'no-es-la-clave'))).message).toBe('Incorrect username or password.');
      }
      const lockedAt = Date.now();
      const answer = await signInAs(cognito, correo, athlete.password).then(
        () => 'signed in',
        (error: Error) => error.message,
      );
      // The first lockout lasts one second: an answer after it tells nothing.
      if (Date.now() - lockedAt < 1000) expect(answer).toBe('Password attempts exceeded');
    }
  });
});

describe('a reset code', () => {
  it('looks sent to an unknown e-mail as to a known one, and is wrong for it', async () => {
    const { athlete } = await signedUpAthlete(cloudUrl);
    const unknownCorreo = `nadie-${Date.now()}@prueba.mx`;
    const known = await cognito.send(new ForgotPasswordCommand({ ClientId, Username: athlete.correo }));
    const unknown = await cognito.send(new ForgotPasswordCommand({ ClientId, Username: unknownCorreo }));
    expect(known.CodeDeliveryDetails).toEqual({ AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: `${athlete.correo[0]}***@p***` });
    expect(unknown.CodeDeliveryDetails).toEqual({ AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'n***@p***' });

    const confirm = cognito.send(new ConfirmForgotPasswordCommand({ ClientId, Username: unknownCorreo, ConfirmationCode: '123456', Password: 'nueva-clave' }));
    expect((await refusal(confirm)).name).toBe('CodeMismatchException');
  });

  it('is spent by five wrong guesses; a new one works, with a password the policy allows', async () => {
    const { athlete } = await signedUpAthlete(cloudUrl);
    await cognito.send(new ForgotPasswordCommand({ ClientId, Username: athlete.correo }));
    const [code = ''] = await resetCodes(athlete.correo, 1);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const confirm = (ConfirmationCode: string, Password = 'nueva-clave') =>
      cognito.send(new ConfirmForgotPasswordCommand({ ClientId, Username: athlete.correo, ConfirmationCode, Password }));
    for (let guess = 0; guess < 5; guess += 1) expect((await refusal(confirm(wrongCode))).name).toBe('CodeMismatchException');
    expect(await refusal(confirm(code))).toEqual({ name: 'LimitExceededException', message: 'Attempt limit exceeded, please try after some time.' });

    await cognito.send(new ForgotPasswordCommand({ ClientId, Username: athlete.correo }));
    const [fresh = ''] = (await resetCodes(athlete.correo, 2)).filter((sent) => sent !== code);
    expect((await refusal(confirm(fresh, 'corta'))).name).toBe('InvalidPasswordException');
    await confirm(fresh);
    await expect(tokensOf(athlete.correo, 'nueva-clave')).resolves.toMatchObject({ id: expect.stringMatching(/^ey/) });
  });

  it('goes out five times an hour per account, known or not', async () => {
    const { athlete } = await signedUpAthlete(cloudUrl);
    for (const correo of [athlete.correo, `nadie-${Date.now()}@prueba.mx`]) {
      for (let request = 0; request < 5; request += 1) await cognito.send(new ForgotPasswordCommand({ ClientId, Username: correo }));
      expect((await refusal(cognito.send(new ForgotPasswordCommand({ ClientId, Username: correo })))).name).toBe('LimitExceededException');
    }
  });
});
