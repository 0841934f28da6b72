import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { handler } from '@lambdas/accounts/create-account';
import type { HttpEvent } from '@lambdas/core/http-handler';

const cognitoMock = mockClient(CognitoIdentityProviderClient);
const dynamoMock = mockClient(DynamoDBDocumentClient);
// The worker's other files share the SDK's classes (isolate: false): their send is theirs again after this file.
afterAll(() => {
  cognitoMock.restore();
  dynamoMock.restore();
});

const body = {
  nombres: 'Ana',
  apellidos: 'López',
  telefono: '5512345678',
  genero: 'F',
  fechaNacimiento: '1990-05-04',
  correo: 'ANA@demo.mx',
  password: 'secreta',
};

function post(json: unknown) {
  const event = { body: JSON.stringify(json), isBase64Encoded: false, requestContext: {} } as unknown as HttpEvent;
  return handler(event, {} as Context) as Promise<{ statusCode: number; body: string }>;
}

function existingUser(created: Date) {
  return { Username: 'old-sub', UserCreateDate: created, UserAttributes: [{ Name: 'sub', Value: 'old-sub' }] };
}

beforeEach(() => {
  cognitoMock.reset();
  dynamoMock.reset();
  cognitoMock.on(AdminCreateUserCommand).resolves({
    User: { Username: 'sub-1', Attributes: [{ Name: 'sub', Value: 'sub-1' }] },
  });
});

describe('POST /api/accounts', () => {
  it('creates the user with the lower-cased e-mail and stores the profile', async () => {
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    expect(cognitoMock.commandCalls(AdminCreateUserCommand)[0]!.args[0].input.Username).toBe('ana@demo.mx');
    expect(cognitoMock.commandCalls(AdminSetUserPasswordCommand)[0]!.args[0].input).toMatchObject({
      Username: 'sub-1',
      Password: 'secreta',
      Permanent: true,
    });
    const item = dynamoMock.commandCalls(PutCommand)[0]!.args[0].input.Item!;
    expect(item).toMatchObject({ userId: 'sub-1', correo: 'ana@demo.mx', viaRegistro: 'web' });
    expect(item).not.toHaveProperty('password');
    expect(JSON.parse(res.body)).toMatchObject({ userId: 'sub-1', perfil: 2 });
  });

  it('answers 409 with the spec message when the e-mail is taken', async () => {
    cognitoMock.on(AdminCreateUserCommand).rejects(Object.assign(new Error('exists'), { name: 'UsernameExistsException' }));
    cognitoMock.on(AdminGetUserCommand).resolves(existingUser(new Date('2020-01-01')));
    dynamoMock.on(GetCommand).resolves({ Item: { ...body, userId: 'old-sub', __edb_e__: 'profile', __edb_v__: '1' } });
    const res = await post(body);
    expect(cognitoMock.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
    expect(res.statusCode).toBe(409);
    expect(JSON.parse(res.body)).toEqual({
      code: 'EMAIL_IN_USE',
      message: 'Correo ya utilizado. Intente recuperar su contraseña',
    });
    expect(dynamoMock.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('keeps a user whose sign-up may still be in flight', async () => {
    cognitoMock.on(AdminCreateUserCommand).rejects(Object.assign(new Error('exists'), { name: 'UsernameExistsException' }));
    cognitoMock.on(AdminGetUserCommand).resolves(existingUser(new Date()));
    dynamoMock.on(GetCommand).resolves({});
    expect((await post(body)).statusCode).toBe(409);
    expect(cognitoMock.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
  });

  it('reclaims the e-mail of a user an interrupted sign-up left without a profile', async () => {
    cognitoMock
      .on(AdminCreateUserCommand)
      .rejectsOnce(Object.assign(new Error('exists'), { name: 'UsernameExistsException' }))
      .resolves({ User: { Username: 'sub-1', Attributes: [{ Name: 'sub', Value: 'sub-1' }] } });
    cognitoMock.on(AdminGetUserCommand).resolves(existingUser(new Date('2020-01-01')));
    dynamoMock.on(GetCommand).resolves({});
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    expect(cognitoMock.commandCalls(AdminDeleteUserCommand)[0]!.args[0].input.Username).toBe('old-sub');
    expect(dynamoMock.commandCalls(PutCommand)[0]!.args[0].input.Item).toMatchObject({ userId: 'sub-1' });
  });

  it('removes the Cognito user again when the profile cannot be stored', async () => {
    dynamoMock.on(PutCommand).rejects(new Error('throttled'));
    const res = await post(body);
    expect(res.statusCode).toBe(500);
    expect(cognitoMock.commandCalls(AdminDeleteUserCommand)[0]!.args[0].input.Username).toBe('sub-1');
  });

  it('answers 400 with per-field Spanish messages and creates nothing', async () => {
    const res = await post({ ...body, nombres: '', password: '12345' });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).fields).toEqual({ nombres: 'Campo requerido', password: 'Mínimo 6 caracteres' });
    expect(cognitoMock.commandCalls(AdminCreateUserCommand)).toHaveLength(0);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const event = { body: '{nope', isBase64Encoded: false, requestContext: {} } as unknown as HttpEvent;
    const res = (await handler(event, {} as Context)) as { statusCode: number };
    expect(res.statusCode).toBe(400);
  });
});
