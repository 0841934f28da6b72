import { describe, expect, inject, it } from 'vitest';
import type { Profile } from '@shared/accounts/account-schemas';
import { callApi, newAthlete, signIn, signedUpAthlete } from '../../support/accounts';

const cloudUrl = inject('cloudUrl');

describe('sign-up', () => {
  it('creates an account that can sign in and read its profile', async () => {
    const athlete = newAthlete({ correo: `Mixta-${Date.now()}@Prueba.MX` });
    const created = await callApi<Profile>(cloudUrl, '/api/accounts', { method: 'POST', body: athlete });
    expect(created.status).toBe(201);
    expect(created.body.correo).toBe(athlete.correo.toLowerCase());

    const token = await signIn(cloudUrl, athlete.correo.toLowerCase(), athlete.password);
    const me = await callApi<Profile>(cloudUrl, '/api/me', { token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      nombres: athlete.nombres,
      apellidos: athlete.apellidos,
      genero: 'F',
      fechaNacimiento: athlete.fechaNacimiento,
      perfil: 2,
      viaRegistro: 'web',
    });
    expect(me.body.fechaRegistro).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    expect(me.body.photoURL).toBeUndefined();
  });

  it('refuses a used e-mail with the spec message', async () => {
    const { athlete } = await signedUpAthlete(cloudUrl);
    const again = await callApi<{ message: string }>(cloudUrl, '/api/accounts', {
      method: 'POST',
      body: { ...athlete, correo: athlete.correo.toUpperCase() },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Correo ya utilizado. Intente recuperar su contraseña');
  });

  it('refuses an incomplete form field by field', async () => {
    const res = await callApi<{ fields: Record<string, string> }>(cloudUrl, '/api/accounts', {
      method: 'POST',
      body: { ...newAthlete(), telefono: '', password: '12345' },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ telefono: 'Campo requerido', password: 'Mínimo 6 caracteres' });
  });

  it('rejects a wrong password at sign-in', async () => {
    const { athlete } = await signedUpAthlete(cloudUrl);
    await expect(signIn(cloudUrl, athlete.correo, 'otra-clave')).rejects.toThrow();
  });
});

describe('profile', () => {
  it('is out of reach without a valid token', async () => {
    expect((await callApi(cloudUrl, '/api/me')).status).toBe(401);
    expect((await callApi(cloudUrl, '/api/me', { token: 'abc.def.ghi' })).status).toBe(401);
    expect((await callApi(cloudUrl, '/api/me', { method: 'PUT', body: {} })).status).toBe(401);
    expect((await callApi(cloudUrl, '/api/me/photo-upload', { method: 'POST', body: {} })).status).toBe(401);
  });

  it('saves edited data, and a new e-mail becomes the sign-in e-mail', async () => {
    const { athlete, token } = await signedUpAthlete(cloudUrl);
    const newEmail = `nuevo-${Date.now()}@prueba.mx`;
    const update = { nombres: 'Lucía Fernanda', apellidos: 'Soto', telefono: '3312345678', genero: 'F', correo: newEmail };
    const saved = await callApi<Profile>(cloudUrl, '/api/me', { method: 'PUT', token, body: update });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(update);

    const newToken = await signIn(cloudUrl, newEmail, athlete.password);
    expect((await callApi<Profile>(cloudUrl, '/api/me', { token: newToken })).body.nombres).toBe('Lucía Fernanda');
    await expect(signIn(cloudUrl, athlete.correo, athlete.password)).rejects.toThrow();
  });

  it('will not take an e-mail that another account uses', async () => {
    const first = await signedUpAthlete(cloudUrl);
    const second = await signedUpAthlete(cloudUrl);
    const res = await callApi<{ message: string }>(cloudUrl, '/api/me', {
      method: 'PUT',
      token: second.token,
      body: { ...second.athlete, correo: first.athlete.correo },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Correo ya utilizado. Intente recuperar su contraseña');
    const me = await callApi<Profile>(cloudUrl, '/api/me', { token: second.token });
    expect(me.body.correo).toBe(second.athlete.correo);
  });

  it('refuses an empty field without changing anything', async () => {
    const { athlete, token } = await signedUpAthlete(cloudUrl);
    const res = await callApi(cloudUrl, '/api/me', { method: 'PUT', token, body: { ...athlete, nombres: ' ' } });
    expect(res.status).toBe(400);
    expect((await callApi<Profile>(cloudUrl, '/api/me', { token })).body.nombres).toBe(athlete.nombres);
  });
});
