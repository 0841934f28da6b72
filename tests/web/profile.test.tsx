import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from './support/fake-api';
import { resetFakeAuth, signInAs } from './support/fake-auth';
import { FakeUpload, stubXhr } from './support/fake-xhr';
import { aProfile } from './support/profiles';
import { renderApp } from './support/render-app';

vi.mock('aws-amplify/auth', () => import('./support/fake-auth'));

const ticket = {
  uploadUrl: 'http://localhost:3000/uploads/profile/user-1/abc?X-Amz-Signature=x',
  headers: { 'content-type': 'image/jpeg' },
  key: 'profile/user-1/abc',
};

describe('athlete profile (/atletas)', () => {
  beforeEach(() => {
    resetFakeAuth();
    signInAs({ userId: 'user-1', loginId: 'ana@example.mx' });
  });

  it('asks a signed-out visitor to sign in', async () => {
    signInAs(null);
    renderApp('/atletas/');

    expect(await screen.findByText('Inicia sesión para continuar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
  });

  it('saves the personal data with PUT /api/me and toasts "Datos ajustados éxitosamente"', async () => {
    const calls = stubApi({
      'GET /api/me': { status: 200, body: aProfile() },
      'PUT /api/me': ({ body }) => ({ status: 200, body: aProfile(body as object) }),
    });
    const { user } = renderApp('/atletas/');
    const telefono = await screen.findByLabelText('Teléfono');
    expect(telefono).toHaveValue('5512345678');

    await user.clear(telefono);
    await user.type(telefono, '5598765432');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Datos ajustados éxitosamente')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/me',
      authorization: 'Bearer id-token-of-user-1',
      body: { nombres: 'Ana', apellidos: 'López', correo: 'ana@example.mx', telefono: '5598765432', genero: 'F' },
    });
  });

  it('draws the default avatar for the gender when there is no photoURL', async () => {
    stubApi({ 'GET /api/me': { status: 200, body: aProfile({ genero: 'M' }) } });
    renderApp('/atletas/');

    const avatar = await screen.findByRole('img', { name: 'Fotografía de perfil' });

    expect(avatar.tagName.toLowerCase()).toBe('svg');
  });

  it('uploads a photo with its progress, then shows the processed photo', async () => {
    stubXhr();
    let processed = false;
    stubApi({
      'GET /api/me': () => ({
        status: 200,
        body: aProfile(processed ? { photoURL: '/media/profile/user-1/abc.jpg' } : {}),
      }),
      'POST /api/me/photo-upload': { status: 201, body: ticket },
    });
    const { user } = renderApp('/atletas/');
    const photo = new File(['jpeg-bytes'], 'yo.jpg', { type: 'image/jpeg' });

    await user.upload(await screen.findByLabelText('Subir fotografía'), photo);
    await vi.waitFor(() => expect(FakeUpload.last).not.toBeNull());
    const upload = FakeUpload.last as FakeUpload;
    act(() => upload.progress(42, 100));

    expect(await screen.findByText('Subiendo 42%')).toBeInTheDocument();
    expect(upload).toMatchObject({ method: 'PUT', url: ticket.uploadUrl, headers: ticket.headers, body: photo });

    processed = true;
    act(() => upload.finish());
    expect(await screen.findByText('Procesando fotografía')).toBeInTheDocument();
    await vi.waitFor(
      () =>
        expect(screen.getByRole('img', { name: 'Fotografía de perfil' })).toHaveAttribute(
          'src',
          '/media/profile/user-1/abc.jpg',
        ),
      { timeout: 30_000 },
    );
    expect(screen.queryByText('Procesando fotografía')).not.toBeInTheDocument();
  });

  it('resets the progress silently when the upload fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubXhr();
    stubApi({
      'GET /api/me': { status: 200, body: aProfile() },
      'POST /api/me/photo-upload': { status: 201, body: ticket },
    });
    const { user } = renderApp('/atletas/');

    await user.upload(await screen.findByLabelText('Subir fotografía'), new File(['x'], 'yo.jpg', { type: 'image/jpeg' }));
    await vi.waitFor(() => expect(FakeUpload.last).not.toBeNull());
    act(() => (FakeUpload.last as FakeUpload).progress(10, 100));
    expect(await screen.findByText('Subiendo 10%')).toBeInTheDocument();
    act(() => (FakeUpload.last as FakeUpload).fail());

    await vi.waitFor(() => expect(screen.queryByText('Subiendo 10%')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Subir fotografía' })).toBeEnabled();
  });
});
