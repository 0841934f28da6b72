// The demo seed's accounts, as the sign-in page's pool answers them on the demo cloud.
import { decodeJwt } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { signIn } from '../support/accounts';

const cloudUrl = inject('cloudUrl');

describe('the demo seed', () => {
  it('makes admin@demo.mx an administrator and leaves the athlete without groups', async () => {
    const admin = decodeJwt(await signIn(cloudUrl, 'admin@demo.mx', 'Demo123!'));
    const athlete = decodeJwt(await signIn(cloudUrl, 'atleta@demo.mx', 'Demo123!'));
    await expect(signIn(cloudUrl, 'organizador@demo.mx', 'Demo123!')).resolves.toMatch(/^ey/);

    expect(admin['cognito:groups']).toEqual(['admin']);
    expect(athlete['cognito:groups']).toBeUndefined();
  });
});
