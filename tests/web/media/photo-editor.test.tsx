import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth } from '../support/fake-auth';
import { renderApp } from '../support/render-app';
import { anEvent, someSections } from '../events-console/event-fixtures';
import { callsOf, fakeImage, stubDrawing, type ExportedJpeg } from './fake-drawing';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));
vi.mock('@web/lib/load-image', () => ({ loadImage: vi.fn(async (url: string) => fakeImage(url)) }));

const photoConfig = {
  logos: [{ codLogo: 'L1', rutaLogo: '/media/logo-400x200.png' }],
  marcos: [
    { codMarco: 'M1', descripcion: 'Meta horizontal', rutaMarco: '/media/marco-1500x1000.png', tipo: 'horizontal' },
    { codMarco: 'M2', descripcion: 'Meta vertical', rutaMarco: '/media/marco-1000x1500.png', tipo: 'vertical' },
  ],
};

const PHOTO = '/media/fotos/7/101-3000x2000.jpg';
/** The app's first screen loads its route lazily: on a busy machine that takes more than a second. */
const slow = { timeout: 30_000 };

function openEditor(url = PHOTO) {
  stubApi({ 'GET /api/events/7': { status: 200, body: { event: anEvent(), sections: someSections({ photoConfig }) } } });
  return renderApp(`/editor-foto?${new URLSearchParams({ event: '7', url })}`);
}

const sourceOf = (call: { args: unknown[] }) => (call.args[0] as { src?: string }).src;

describe('photo editor (/editor-foto)', () => {
  let drawing: ReturnType<typeof stubDrawing>;
  beforeEach(() => {
    resetFakeAuth();
    drawing = stubDrawing();
  });
  afterEach(() => vi.restoreAllMocks());

  async function download(user: ReturnType<typeof openEditor>['user']): Promise<ExportedJpeg> {
    const before = drawing.downloads.length;
    await user.click(screen.getByRole('button', { name: 'Descargar JPEG' }));
    await vi.waitFor(() => expect(drawing.downloads).toHaveLength(before + 1));
    return drawing.jpegs.at(-1) as ExportedJpeg;
  }

  it('fits the photo into 1500 px, previews it at most 500 px high, and downloads it as JPEG with the event logo', async () => {
    const { user } = openEditor();
    const preview = await screen.findByRole('img', { name: 'Vista previa de la fotografía' }, slow);
    expect(preview).toHaveAttribute('width', '750');
    expect(preview).toHaveAttribute('height', '500');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Descargar JPEG' })).toBeEnabled());

    const jpeg = await download(user);

    expect(jpeg).toMatchObject({ width: 1500, height: 1000 });
    const logo = callsOf(jpeg.calls, 'drawImage').find((call) => sourceOf(call) === '/media/logo-400x200.png');
    expect(logo?.args.slice(1)).toEqual([1110, 797, 375, 188]);
    expect(drawing.downloads.at(-1)).toMatchObject({ fileName: 'foto.jpg' });
    expect(drawing.downloads.at(-1)?.blob.type).toBe('image/jpeg');
  });

  it('offers no frame, white, black and the event frames drawn for the photo orientation', async () => {
    const { user } = openEditor();
    await screen.findByRole('img', { name: 'Vista previa de la fotografía' }, slow);

    for (const name of ['Sin marco', 'Blanco', 'Negro', 'Meta horizontal']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Meta vertical' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Negro' }));
    const black = await download(user);
    expect(callsOf(black.calls, 'fillRect').map((call) => [call.fillStyle, ...call.args])).toEqual([
      ['#000000', 0, 0, 1500, 40],
      ['#000000', 0, 960, 1500, 40],
      ['#000000', 0, 0, 40, 1000],
      ['#000000', 1460, 0, 40, 1000],
    ]);

    await user.click(screen.getByRole('button', { name: 'Meta horizontal' }));
    const framed = await download(user);
    const frame = callsOf(framed.calls, 'drawImage').find((call) => sourceOf(call) === '/media/marco-1500x1000.png');
    expect(frame?.args.slice(1)).toEqual([0, 0, 1500, 1000]);
  });

  it('rotates a quarter turn each way, and the vertical frames follow', async () => {
    const { user } = openEditor();
    await screen.findByRole('img', { name: 'Vista previa de la fotografía' }, slow);
    await user.click(screen.getByRole('button', { name: 'Rotar' }));

    await user.click(screen.getByRole('button', { name: 'Rotar a la derecha' }));

    expect(screen.getByRole('img', { name: 'Vista previa de la fotografía' })).toHaveAttribute('height', '500');
    expect(screen.getByRole('img', { name: 'Vista previa de la fotografía' })).toHaveAttribute('width', '333');
    expect(await download(user)).toMatchObject({ width: 1000, height: 1500 });
    await user.click(screen.getByRole('button', { name: 'Marcos' }));
    expect(screen.getByRole('button', { name: 'Meta vertical' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rotar' }));
    await user.click(screen.getByRole('button', { name: 'Rotar a la izquierda' }));
    expect(await download(user)).toMatchObject({ width: 1500, height: 1000 });
  });

  it('crops to the chosen ratio where the user dragged the rectangle, or cancels', async () => {
    const { user } = openEditor();
    await screen.findByRole('img', { name: 'Vista previa de la fotografía' }, slow);
    await user.click(screen.getByRole('button', { name: 'Cortar' }));

    await user.click(screen.getByRole('button', { name: '1:1 cuadrado' }));
    const area = screen.getByTestId('crop-area');
    expect(area).toHaveStyle({ left: '125px', top: '0px', width: '500px', height: '500px' });
    expect(screen.getByRole('button', { name: 'Descargar JPEG' })).toBeDisabled();
    fireEvent.pointerDown(area, { clientX: 300, clientY: 200, pointerId: 1 });
    fireEvent.pointerMove(area, { clientX: 250, clientY: 200, pointerId: 1 });
    fireEvent.pointerUp(area, { pointerId: 1 });
    expect(area).toHaveStyle({ left: '75px' });

    await user.click(screen.getByRole('button', { name: 'Terminar' }));

    expect(screen.queryByTestId('crop-area')).not.toBeInTheDocument();
    const cropped = await download(user);
    expect(cropped).toMatchObject({ width: 1000, height: 1000 });

    await user.click(screen.getByRole('button', { name: '16:9 horizontal' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await download(user)).toMatchObject({ width: 1000, height: 1000 });
  });

  it('undoes every edit back to the original photo', async () => {
    const { user } = openEditor();
    await screen.findByRole('img', { name: 'Vista previa de la fotografía' }, slow);
    await user.click(screen.getByRole('button', { name: 'Blanco' }));
    await user.click(screen.getByRole('button', { name: 'Cortar' }));
    await user.click(screen.getByRole('button', { name: '2:3 vertical' }));
    await user.click(screen.getByRole('button', { name: 'Terminar' }));
    expect(await download(user)).toMatchObject({ width: 667, height: 1000 });

    await user.click(screen.getByRole('button', { name: 'Deshacer' }));

    const original = await download(user);
    expect(original).toMatchObject({ width: 1500, height: 1000 });
    expect(callsOf(original.calls, 'fillRect')).toEqual([]);
  });

  it('says so when the photo cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openEditor('/media/no-existe.jpg');

    expect(await screen.findByText('No se pudo cargar la fotografía', {}, slow)).toBeInTheDocument();
  });
});
