// The local HTTP API against the fixture route table: the payload 2.0 event a handler receives, how
// its answer becomes HTTP, the JWT authorizer, the Cognito endpoint and the static site.
import {
  AdminUpdateUserAttributesCommand,
  CreateUserPoolClientCommand,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cognitoAdminClient, cognitoClient, runtimeConfig } from '../../support/accounts';
import { confirmedUser, type ConfirmedUser } from '../../support/cognito-users';
import { fixtureCode, startFixtureCloud } from '../../support/fixture-cloud';
import { binaryBytes } from '../../support/fixtures/handlers/shaped-answer';
import type { CloudProcess } from '../../support/local-cloud-process';
import { getAsHost } from '../../support/request-as-host';

let cloud: CloudProcess;
let user: ConfirmedUser;

beforeAll(async () => {
  cloud = await startFixtureCloud();
  user = await confirmedUser(cloud, fixtureCode, ['admin']);
});
afterAll(() => cloud?.stop());

function withToken(token: string | undefined): Promise<Response> {
  return fetch(`${cloud.url}/api/private/echo`, { headers: { authorization: `Bearer ${token ?? ''}` } });
}

async function echo(path: string, init: RequestInit = {}): Promise<APIGatewayProxyEventV2WithJWTAuthorizer> {
  const res = await fetch(`${cloud.url}${path}`, init);
  expect(res.status).toBe(200);
  return (await res.json()) as APIGatewayProxyEventV2WithJWTAuthorizer;
}

describe('the event a handler receives', () => {
  it('is an HTTP API payload 2.0 event with decoded parameters and cookies apart', async () => {
    const event = await echo('/api/echo/con%20espacio?talla=M&talla=L&vacio=', {
      headers: { 'X-Carrera': 'Maratón', cookie: 'a=1; b=2', 'user-agent': 'prueba/1.0' },
    });

    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'GET /api/echo/{id}',
      rawPath: '/api/echo/con%20espacio',
      rawQueryString: 'talla=M&talla=L&vacio=',
      queryStringParameters: { talla: 'M,L', vacio: '' },
      pathParameters: { id: 'con espacio' },
      cookies: ['a=1', 'b=2'],
      isBase64Encoded: false,
      requestContext: {
        routeKey: 'GET /api/echo/{id}',
        stage: '$default',
        http: { method: 'GET', path: '/api/echo/con%20espacio', userAgent: 'prueba/1.0' },
      },
    });
    expect(event.headers['x-carrera']).toBe('Maratón');
    expect(event.headers.cookie).toBeUndefined();
    expect(event.body).toBeUndefined();
    expect(event.requestContext.http.sourceIp).toMatch(/^(127\.0\.0\.1|::1)$/);
    expect(event.requestContext.authorizer).toBeUndefined();
  });

  it('comes from the literal route when a parameter route also matches', async () => {
    expect((await echo('/api/echo/fixed')).routeKey).toBe('GET /api/echo/fixed');
  });

  it('carries a greedy path and a binary body in base64', async () => {
    const bytes = Buffer.from([0, 255, 16, 32]);
    const event = await echo('/api/echo/a/b/c.jpg', {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: bytes,
    });
    expect(event.pathParameters).toEqual({ proxy: 'a/b/c.jpg' });
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body ?? '', 'base64')).toEqual(bytes);
  });

  it('carries a JSON body as text', async () => {
    const event = await echo('/api/echo/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nombre: 'Ana' }),
    });
    expect(event.isBase64Encoded).toBe(false);
    expect(JSON.parse(event.body ?? '')).toEqual({ nombre: 'Ana' });
  });

  it('does not exist for a method the path lacks: API Gateway answers 404', async () => {
    const res = await fetch(`${cloud.url}/api/echo/fixed`, { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not Found' });
  });
});

describe('the answer a handler gives', () => {
  it('is JSON with status 200 when it has no statusCode', async () => {
    const res = await fetch(`${cloud.url}/api/answers/object`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toEqual({ hola: 'mundo' });
  });

  it('is the string itself when it is a string', async () => {
    expect(await (await fetch(`${cloud.url}/api/answers/text`)).text()).toBe('hola');
  });

  it('keeps status, headers, cookies and a base64 body', async () => {
    const res = await fetch(`${cloud.url}/api/answers/binary`);
    expect(res.status).toBe(201);
    expect(res.headers.get('x-count')).toBe('7');
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; HttpOnly']);
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual(binaryBytes);
  });

  it('is API Gateway’s 500 when the handler throws', async () => {
    const res = await fetch(`${cloud.url}/api/answers/fail`);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'Internal Server Error' });
  });
});

describe('the JWT authorizer', () => {
  it('passes the ID token’s claims as strings, lists as "[a b]"', async () => {
    const event = await echo('/api/private/echo', { headers: { authorization: `Bearer ${user.idToken}` } });
    const claims = event.requestContext.authorizer.jwt.claims;
    expect(claims).toMatchObject({ email: user.email, sub: user.username, token_use: 'id' });
    expect(claims['cognito:groups']).toBe('[admin]');
    expect(claims.email_verified).toMatch(/^(true|false)$/);
    expect(claims.exp).toMatch(/^\d+$/);
  });

  it('accepts an access token for the app client, checking its client_id as API Gateway does', async () => {
    const { userPoolClientId } = await runtimeConfig(cloud.url);
    const event = await echo('/api/private/echo', { headers: { authorization: `Bearer ${user.accessToken}` } });
    const claims = event.requestContext.authorizer.jwt.claims;
    expect(claims).toMatchObject({ sub: user.username, token_use: 'access', client_id: userPoolClientId });
    expect(claims['cognito:groups']).toBe('[admin]');
  });

  it('refuses the ID and access tokens the pool issues to another app client', async () => {
    const { userPoolId } = await runtimeConfig(cloud.url);
    const admin = cognitoAdminClient(cloud.cognitoAdminEndpoint);
    const { UserPoolClient } = await admin.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: 'otra-app',
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    const { AuthenticationResult: tokens } = await cognitoClient(cloud.url).send(
      new InitiateAuthCommand({
        ClientId: UserPoolClient?.ClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: user.email, PASSWORD: 'corre123' },
      }),
    );

    expect(decodeJwt(tokens?.AccessToken ?? '').client_id).toBe(UserPoolClient?.ClientId);
    expect((await withToken(tokens?.IdToken)).status).toBe(401);
    expect((await withToken(tokens?.AccessToken)).status).toBe(401);
  });

  it('refuses a token signed by another key with the same claims', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const claims = decodeJwt(user.idToken);
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' }).sign(privateKey);
    const res = await withToken(forged);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthorized' });
  });
});

describe('the Cognito endpoint', () => {
  it('mails the sign-up code rendered by the custom-message trigger', async () => {
    const res = await fetch(`${cloud.url}/local/outbox.json?to=${encodeURIComponent(user.email)}`);
    const [mail] = (await res.json()) as { subject: string; html?: string; source: string }[];
    expect(mail).toMatchObject({ subject: 'Código de prueba (CustomMessage_SignUp)', source: 'cognito' });
    expect(mail?.html).toContain(`<b>${fixtureCode}</b>`);
  });

  it('refuses to give a second user an e-mail another one signs in with, as Cognito does', async () => {
    const other = await confirmedUser(cloud, fixtureCode);
    const { userPoolId } = await runtimeConfig(cloud.url);
    const update = cognitoAdminClient(cloud.cognitoAdminEndpoint).send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: userPoolId,
        Username: other.username,
        UserAttributes: [{ Name: 'email', Value: user.email.toUpperCase() }],
      }),
    );
    await expect(update).rejects.toMatchObject({ name: 'AliasExistsException' });
  });

  it('refreshes tokens with GetTokensFromRefreshToken, as Amplify does', async () => {
    const { userPoolClientId } = await runtimeConfig(cloud.url);
    const { AuthenticationResult } = await cognitoClient(cloud.url).send(
      new GetTokensFromRefreshTokenCommand({ ClientId: userPoolClientId, RefreshToken: user.refreshToken }),
    );
    const res = await withToken(AuthenticationResult?.IdToken);
    expect(res.status).toBe(200);
  });

  it('serves the pool’s public keys, which verify its tokens', async () => {
    const { userPoolId } = await runtimeConfig(cloud.url);
    const res = await fetch(`${cloud.url}/cognito/${userPoolId}/.well-known/jwks.json`);
    expect(res.status).toBe(200);
    const { keys } = (await res.json()) as { keys: { kid: string }[] };
    const { kid } = decodeProtectedHeader(user.idToken);
    expect(keys.map((key) => key.kid)).toContain(kid);
  });

  it('refuses administrator operations with Cognito’s error shape; they need the admin endpoint', async () => {
    const { userPoolId } = await runtimeConfig(cloud.url);
    const listUsers = new ListUsersCommand({ UserPoolId: userPoolId, Filter: `email = "${user.email}"` });

    await expect(cognitoClient(cloud.url).send(listUsers)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      $metadata: { httpStatusCode: 400 },
    });
    const { Users } = await cognitoAdminClient(cloud.cognitoAdminEndpoint).send(listUsers);
    expect(Users?.map((found) => found.Username)).toEqual([user.username]);
  });

  it('refuses any other target or path', async () => {
    const cognito = (target: string) =>
      fetch(`${cloud.url}/cognito/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': target },
        body: '{}',
      });
    for (const res of [
      await cognito('AWSCognitoIdentityProviderService.AdminCreateUser'),
      await cognito('Otro.InitiateAuth'),
      await fetch(`${cloud.url}/cognito/oauth2/token`, { method: 'POST' }),
      await fetch(`${cloud.url}/cognito/health`),
    ]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ __type: 'NotAuthorizedException' });
    }
  });
});

describe('the static site', () => {
  it('sends a page, robots.txt and sitemap.xml to the documents route, named by host and path, whatever the query', async () => {
    // An own domain the stand-in of CloudFront's tenants serves, as it does once verified.
    expect((await fetch(`${cloud.url}/local/dns/tenants/carreras.ejemplo.mx`, { method: 'PUT' })).status).toBe(204);
    for (const [path, sent] of [
      ['/resultados/evento_1/Mar%C3%ADa?tkl=radio', '/resultados/evento_1/Mar%C3%ADa'],
      ['/', '/'],
      ['/robots.txt', '/robots.txt'],
      ['/sitemap.xml', '/sitemap.xml'],
    ] as const) {
      const res = await getAsHost(`${cloud.url}${path}`, 'Carreras.Ejemplo.mx');
      const event = JSON.parse(res.body) as { rawPath: string; pathParameters: Record<string, string>; queryStringParameters: Record<string, string> };
      expect(event.rawPath).toBe('/api/documents/carreras.ejemplo.mx');
      expect(event.pathParameters).toEqual({ host: 'carreras.ejemplo.mx' });
      expect(event.queryStringParameters).toEqual({ path: sent });
    }
  });

  it("answers a missing file as 404, and a path whose last segment has no dot with the SPA's shell", async () => {
    expect((await fetch(`${cloud.url}/favicon.png`)).status).toBe(404);
    const shell = await fetch(`${cloud.url}/carpeta.v2/ruta`);
    expect(shell.headers.get('cache-control')).toBe('no-cache');
    expect(await shell.text()).toContain('<title>SPA de prueba</title>');
  });

  it('serves hashed assets as immutable and a missing one as 404', async () => {
    const asset = await fetch(`${cloud.url}/assets/app-3f9a1c.js`);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${cloud.url}/assets/app-000000.js`)).status).toBe(404);
  });

  it('never serves a file outside the build', async () => {
    const res = await getAsHost(`${cloud.url}/..%2f..%2f..%2fpackage.json`, 'localhost');
    expect(res.status).toBe(404);
  });
});
