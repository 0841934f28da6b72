// 'Subir imagen' beside an image address: the presigned PUT with its progress bar, 'Procesando imagen…'
// while the API says the image is not processed yet (200, never a 404 in the console), then the
// address in the field and in the section.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventApiMessages } from '@shared/results/results-texts';
import { stubApi } from '../support/fake-api';
import { FakeUpload, stubXhr } from '../support/fake-xhr';
import { aSection, renderSectionForm } from './render-section-form';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const ticket = {
  uploadUrl: 'http://localhost:3000/uploads/site-images/7/0b9c3a52?X-Amz-Signature=x',
  headers: { 'content-type': 'image/png' },
  key: 'site-images/7/0b9c3a52-6f1e-4a57-9d8e-2f1c5b7a9e10',
  url: '/media/site-images/7/0b9c3a52-6f1e-4a57-9d8e-2f1c5b7a9e10.webp',
};
const logo = () => new File(['png-bytes'], 'logo.png', { type: 'image/png' });
const uploadInput = (field: string) => within(screen.getByRole('group', { name: field })).getByLabelText('Subir imagen');

const STATUS = '/api/events/7/site/image-uploads/0b9c3a52-6f1e-4a57-9d8e-2f1c5b7a9e10';

/** The upload route answers the ticket; the status route answers 200 {lista: false} until `ready()`. */
function stubUploadRoute() {
  let processed = false;
  const calls = stubApi({
    'POST /api/events/7/site/image-uploads': { status: 201, body: ticket },
    [`GET ${STATUS}`]: () => ({ status: 200, body: { lista: processed } }),
  });
  return { calls, ready: () => (processed = true) };
}

const statusAsks = (calls: { method: string; path: string }[]) => calls.filter((call) => call.method === 'GET' && call.path === STATUS);

afterEach(() => vi.useRealTimers());

describe("a section's image upload", () => {
  it('shows the progress, then the processing, then puts the processed image’s address in the field and the section', async () => {
    stubXhr();
    const { calls, ready } = stubUploadRoute();
    const { user, section } = renderSectionForm(aSection('banner'));

    await user.upload(uploadInput('Dirección de la imagen'), logo());
    await vi.waitFor(() => expect(FakeUpload.last).not.toBeNull());
    const upload = FakeUpload.last as FakeUpload;
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/events/7/site/image-uploads', body: { contentType: 'image/png', size: 9 } });
    expect(upload).toMatchObject({ method: 'PUT', url: ticket.uploadUrl, headers: ticket.headers });
    act(() => upload.progress(42, 100));
    expect(await screen.findByText('Subiendo 42%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir imagen' })).toBeDisabled();

    act(() => upload.finish());
    expect(await screen.findByText('Procesando imagen…')).toBeInTheDocument();
    await vi.waitFor(() => expect(statusAsks(calls).length).toBeGreaterThan(0), { timeout: 30_000 });
    expect(calls.some((call) => call.method === 'HEAD')).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Dirección de la imagen' })).toHaveValue('');
    ready();

    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Dirección de la imagen' })).toHaveValue(ticket.url), { timeout: 30_000 });
    expect(section()).toMatchObject({ component: 'banner', image: { url: ticket.url } });
    expect(screen.queryByText('Procesando imagen…')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir imagen' })).toBeEnabled();
  });

  it('keeps what was typed elsewhere during the upload', async () => {
    stubXhr();
    const { ready } = stubUploadRoute();
    ready();
    const { user, section } = renderSectionForm(aSection('image'));
    await user.upload(uploadInput('Dirección de la imagen'), logo());
    await vi.waitFor(() => expect(FakeUpload.last).not.toBeNull());
    await user.type(screen.getByLabelText('Descripción de la imagen'), 'Logo de la carrera');
    act(() => (FakeUpload.last as FakeUpload).finish());
    await vi.waitFor(() => expect(section()).toMatchObject({ image: { url: ticket.url, alt: 'Logo de la carrera' } }), { timeout: 30_000 });
  });

  it('refuses a file that is not a JPEG, PNG or WEBP before asking the API', async () => {
    const { calls } = stubUploadRoute();
    renderSectionForm(aSection('banner'));
    // The picker offers only the accepted types; a file dropped on it by other means still arrives.
    fireEvent.change(uploadInput('Dirección de la imagen'), { target: { files: [new File(['x'], 'foto.heic', { type: 'image/heic' })] } });
    expect(await screen.findByText('Solo se aceptan imágenes JPEG, PNG o WEBP')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("says the API's refusal in Spanish", async () => {
    stubApi({ 'POST /api/events/7/site/image-uploads': { status: 403, body: { code: 'FORBIDDEN', message: eventApiMessages.notAuthorizedForEvent } } });
    const { user } = renderSectionForm(aSection('banner'));
    await user.upload(uploadInput('Dirección de la imagen'), logo());
    expect(await screen.findByText(eventApiMessages.notAuthorizedForEvent)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir imagen' })).toBeEnabled();
  });

  it('gives up after a minute without the processed image, and says so', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stubXhr();
    const { calls } = stubUploadRoute();
    const { section } = renderSectionForm(aSection('banner'));
    fireEvent.change(uploadInput('Dirección de la imagen'), { target: { files: [logo()] } });
    await vi.waitFor(() => expect(FakeUpload.last).not.toBeNull());
    act(() => (FakeUpload.last as FakeUpload).finish());
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(screen.getByText('La imagen no terminó de procesarse: intenta subirla de nuevo')).toBeInTheDocument();
    expect(statusAsks(calls)).toHaveLength(60);
    expect(section()).toMatchObject({ image: { url: '' } });
  });
});
