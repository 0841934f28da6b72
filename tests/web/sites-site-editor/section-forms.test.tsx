// The forms of the section types without a form before: each edit reaches the section the draft
// holds, and a field that fails the site schema says why beside it.
import '@shared/core/zod-spanish';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { siteMessages } from '@shared/sites/site-texts';
import { aSection, EDITED_EVENT_ID, renderSectionForm } from './render-section-form';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const textbox = (name: string, scope: HTMLElement = document.body) => within(scope).getByRole('textbox', { name });
const group = (name: string) => screen.getByRole('group', { name });
/** Typing letter by letter into Amplify fields takes seconds in jsdom. */
const typing = { timeout: 60_000 };

describe('the info boxes form', typing, () => {
  it('edits boxes of the three kinds: a price for the price kind, a button when ticked, boxes added, moved and removed', async () => {
    const { user, section } = renderSectionForm(aSection('infoBoxes'));
    expect(screen.queryByLabelText('Precio')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Tipo de recuadros'), 'Precio');
    const first = group('Recuadro 1');
    await user.type(within(first).getByLabelText('Precio'), '$450');
    await user.type(within(first).getByLabelText('Texto'), 'Incluye playera');
    await user.click(within(first).getByLabelText('Con botón'));
    await user.clear(textbox('Dirección del botón', first));
    await user.type(textbox('Dirección del botón', first), '/inscripciones');
    await user.click(screen.getByRole('button', { name: 'Agregar recuadro' }));
    await user.clear(textbox('Título', group('Recuadro 2')));
    await user.type(textbox('Título', group('Recuadro 2')), '21K');
    await user.click(within(group('Recuadro 2')).getByRole('button', { name: 'Mover arriba' }));
    expect(section()).toMatchObject({
      component: 'infoBoxes',
      kind: 'price',
      boxes: [
        { title: '21K', price: '' },
        { title: 'Nuevo recuadro', price: '$450', body: 'Incluye playera', button: { text: 'Más información', url: '/inscripciones' } },
      ],
    });
    expect(section()).not.toHaveProperty('boxes.0.button');
  });

  it("says 'Campo requerido' beside an emptied button text, and under the list when no box is left", async () => {
    const { user, section } = renderSectionForm(aSection('infoBoxes', { boxes: [{ title: 'A', body: '', image: '', price: '', button: { text: 'Ver', url: '/' } }] }));
    await user.clear(textbox('Texto del botón'));
    expect(textbox('Texto del botón')).toBeInvalid();
    expect(textbox('Texto del botón')).toHaveAccessibleDescription(siteMessages.required);
    await user.click(screen.getByRole('button', { name: 'Quitar' }));
    expect(section()).toMatchObject({ boxes: [] });
    expect(screen.getByRole('alert')).toHaveTextContent(siteMessages.required);
  });

  it('shows the image rule beside a box image that is not https nor the media', async () => {
    const { user } = renderSectionForm(aSection('infoBoxes'));
    await user.type(textbox('Imagen del recuadro'), 'http://fotos.example/x.jpg');
    expect(textbox('Imagen del recuadro')).toHaveAccessibleDescription(siteMessages.badImage);
  });
});

describe('the footer form', typing, () => {
  it('edits the Markdown text and the links, and names a link that cannot be followed', async () => {
    const { user, section } = renderSectionForm(aSection('footer'));
    await user.type(screen.getByLabelText('Texto'), '**Maratón** 2030');
    await user.click(screen.getByRole('button', { name: 'Agregar enlace' }));
    await user.type(textbox('Texto del enlace'), 'Aviso de privacidad');
    await user.clear(textbox('Dirección del enlace'));
    await user.type(textbox('Dirección del enlace'), 'javascript:alert(1)');
    expect(textbox('Dirección del enlace')).toHaveAccessibleDescription(siteMessages.badLink);
    await user.clear(textbox('Dirección del enlace'));
    await user.type(textbox('Dirección del enlace'), '/privacidad');
    expect(textbox('Dirección del enlace')).toBeValid();
    expect(section()).toMatchObject({ body: '**Maratón** 2030', links: [{ text: 'Aviso de privacidad', url: '/privacidad' }] });
  });
});

describe('the social media form', typing, () => {
  it('picks each network and its https address', async () => {
    const { user, section } = renderSectionForm(aSection('socialMedia'));
    await user.click(screen.getByRole('button', { name: 'Agregar red social' }));
    const second = group('Red social 2');
    await user.selectOptions(within(second).getByLabelText('Red social'), 'Strava');
    await user.clear(within(second).getByLabelText('Dirección del perfil (https://)'));
    await user.type(within(second).getByLabelText('Dirección del perfil (https://)'), 'http://strava.com/clubs/x');
    expect(within(second).getByLabelText('Dirección del perfil (https://)')).toHaveAccessibleDescription(siteMessages.badLink);
    await user.clear(within(second).getByLabelText('Dirección del perfil (https://)'));
    await user.type(within(second).getByLabelText('Dirección del perfil (https://)'), 'https://strava.com/clubs/x');
    await user.click(within(group('Red social 1')).getByRole('button', { name: 'Quitar' }));
    expect(section()).toMatchObject({ links: [{ network: 'strava', url: 'https://strava.com/clubs/x' }] });
  });
});

describe('the gallery form', typing, () => {
  it('orders, describes and removes images, and asks for one when none is left', async () => {
    const images = [
      { url: '/media/site-images/7/a.webp', alt: '' },
      { url: 'https://fotos.example/b.jpg', alt: '' },
    ];
    const { user, section } = renderSectionForm(aSection('gallery', { images }));
    await user.type(within(group('Imagen 2')).getByLabelText('Descripción de la imagen'), 'La salida');
    await user.click(within(group('Imagen 2')).getByRole('button', { name: 'Mover arriba' }));
    expect(section()).toMatchObject({ images: [{ url: 'https://fotos.example/b.jpg', alt: 'La salida' }, { url: '/media/site-images/7/a.webp' }] });
    await user.click(within(group('Imagen 1')).getByRole('button', { name: 'Quitar' }));
    await user.click(within(group('Imagen 1')).getByRole('button', { name: 'Quitar' }));
    expect(section()).toMatchObject({ images: [] });
    expect(screen.getByRole('alert')).toHaveTextContent(siteMessages.required);
    await user.click(screen.getByRole('button', { name: 'Agregar imagen' }));
    expect(textbox('Dirección de la imagen')).toHaveAccessibleDescription(siteMessages.required);
  });
});

describe('the event sections', typing, () => {
  it('lists events of a status named as the public lists name it', async () => {
    const { user, section } = renderSectionForm(aSection('eventList'));
    const status = screen.getByLabelText('Eventos que muestra');
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual(['Eventos Anteriores', 'Próximos Eventos', 'Eventos en vivo']);
    expect(status).toHaveValue('2');
    await user.selectOptions(status, 'Eventos en vivo');
    await user.type(screen.getByLabelText('Título'), 'Hoy corremos');
    expect(section()).toMatchObject({ status: 4, title: 'Hoy corremos' });
  });

  it("starts an event web on the edited event and takes another event's id", async () => {
    const { user, section } = renderSectionForm(aSection('eventWeb'));
    const eventId = screen.getByLabelText('Id del evento');
    expect(eventId).toHaveValue(EDITED_EVENT_ID);
    await user.clear(eventId);
    expect(eventId).toBeInvalid();
    await user.type(eventId, '12');
    expect(eventId).toBeValid();
    expect(section()).toMatchObject({ component: 'eventWeb', eventId: 12 });
  });

  it('takes the event and the index of a result view', async () => {
    const { user, section } = renderSectionForm(aSection('resultView'));
    await user.clear(screen.getByLabelText('Número de la vista (la primera es 0)'));
    await user.type(screen.getByLabelText('Número de la vista (la primera es 0)'), '60');
    expect(screen.getByLabelText('Número de la vista (la primera es 0)')).toBeInvalid();
    await user.clear(screen.getByLabelText('Número de la vista (la primera es 0)'));
    await user.type(screen.getByLabelText('Número de la vista (la primera es 0)'), '2');
    expect(section()).toMatchObject({ component: 'resultView', eventId: EDITED_EVENT_ID, viewIndex: 2 });
  });
});

describe('the small sections', typing, () => {
  it("takes a download's button text (required) and the file's address", async () => {
    const { user, section } = renderSectionForm(aSection('download'));
    await user.clear(textbox('Texto del botón'));
    expect(textbox('Texto del botón')).toHaveAccessibleDescription(siteMessages.required);
    await user.type(textbox('Texto del botón'), 'Reglamento');
    await user.clear(textbox('Dirección del archivo'));
    await user.type(textbox('Dirección del archivo'), 'https://carrera.example/reglamento.pdf');
    expect(section()).toMatchObject({ text: 'Reglamento', url: 'https://carrera.example/reglamento.pdf' });
  });

  it("offers the site's other pages to insert, starting with the first", async () => {
    const { user, section } = renderSectionForm(aSection('insertView', {}, ['ruta', 'premios']), ['ruta', 'premios']);
    expect(section()).toMatchObject({ page: 'ruta' });
    await user.selectOptions(screen.getByLabelText('Página que inserta'), 'premios');
    expect(section()).toMatchObject({ page: 'premios' });
  });

  it('says where to add a page when the site has no other', () => {
    renderSectionForm(aSection('insertView'));
    expect(screen.getByText(/El sitio aún no tiene otras páginas/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Página que inserta')).not.toBeInTheDocument();
  });

  it('has no fields of its own for the not-found message', () => {
    renderSectionForm(aSection('notFound'));
    expect(screen.getByText(/no tiene campos/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /JSON/ })).not.toBeInTheDocument();
  });
});
