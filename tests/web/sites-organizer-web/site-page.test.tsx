import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { siteTexts } from '@shared/sites/site-texts';
import type { PlatformSection } from '@web/features/sites/organizer-web/section-types';
import { aSection, aSite, everySection } from './site-fixtures';
import { cells, renderSite } from './render-site';

const sponsors = [aSection({ component: 'title', text: 'Patrocinadores' })];

function drawPlatform(section: PlatformSection) {
  return <p>Sección de la plataforma: {section.component}</p>;
}

describe('SitePage', () => {
  it('draws every kind of section with its content', async () => {
    const { site } = renderSite(aSite({ home: everySection(), pages: { patrocinadores: sponsors } }), { renderPlatformSection: drawPlatform });

    expect(screen.getByRole('heading', { level: 1, name: /Medio Maratón de Mérida/ })).toBeInTheDocument();
    const header = within(site.querySelector('header') as HTMLElement);
    expect(header.getByRole('img', { name: 'Medio Maratón de Mérida' })).toHaveAttribute('src', '/media/logo.png');
    expect(within(screen.getByRole('navigation', { name: 'Menú principal' })).getByRole('link', { name: 'Ruta' })).toHaveAttribute('href', '#ruta');
    expect(header.getByRole('link', { name: 'Inscríbete' })).toHaveAttribute('href', '/inscripciones');
    expect(screen.getByRole('img', { name: 'Corredores en la salida' })).toHaveStyle({ height: '420px', objectFit: 'cover' });
    expect(cells(site, 'space')[0]?.firstElementChild).toHaveStyle({ height: '48px' });
    expect(screen.getByRole('img', { name: 'Mapa de la ruta' })).toHaveAttribute('src', '/media/ruta.png');
    expect(screen.getByRole('heading', { level: 2, name: 'Corre por Mérida' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'La carrera' })).toBeInTheDocument();
    // Markdown is drawn once its parser's chunk has loaded.
    expect((await screen.findByText('7:00')).tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { level: 3, name: 'Kit' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver kit' })).toHaveAttribute('href', '/kit');
    expect(screen.getByText('$450 MXN')).toBeInTheDocument();
    expect(screen.getByText('Cada 3 km')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/mediomaratonmerida');
    const gallery = within(screen.getByRole('list', { name: 'Galería de fotos' }));
    expect(gallery.getAllByRole('img').map((img) => [img.getAttribute('alt'), img.getAttribute('loading')])).toEqual([
      ['Meta 2025', 'lazy'],
      ['Podio 2025', 'lazy'],
    ]);
    expect(screen.getByTitle('Recorrido en video')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(screen.getByTitle('Video')).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871');
    expect(screen.getByRole('heading', { name: 'Faltan' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(siteTexts.countdownUnits.days);
    for (const component of ['form', 'registration', 'eventList', 'eventWeb', 'resultView']) {
      expect(screen.getByText(`Sección de la plataforma: ${component}`)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Reglamento' })).toHaveAttribute('href', '/media/reglamento.pdf');
    expect(screen.getByRole('heading', { name: 'Patrocinadores' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: siteTexts.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByText(siteTexts.notFoundText)).toBeInTheDocument();
    expect(screen.getByText('Club Corredores Mérida')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aviso de privacidad' })).toHaveAttribute('href', '/privacidad');
  });

  it('gives the video frames a title and lazy loading, and only the fullscreen and picture-in-picture permissions', () => {
    renderSite(aSite({ home: [aSection({ component: 'video', provider: 'youtube', videoId: 'dQw4w9WgXcQ', title: 'Recorrido' })] }));

    const frame = screen.getByTitle('Recorrido');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('allow', 'fullscreen; picture-in-picture');
  });

  it('puts each section in its own cell, with its id and its padding', () => {
    const { site } = renderSite(aSite({ home: [aSection({ component: 'title', text: 'Ruta', sectionID: 'ruta', padding: 40 })] }));

    const [cell] = cells(site, 'title');
    expect(cell).toHaveAttribute('id', 'ruta');
    expect(cell).toHaveStyle({ padding: '40px' });
  });

  it.each([
    [1, '12', '12'],
    [2, '6', '6'],
    [3, '4', '4'],
    [4, '3', '3'],
    [5, '6', '12'],
    [6, '6', '3'],
  ])('spans width %i over %s columns on small screens and %s on larger ones', (width, small, large) => {
    const { site } = renderSite(aSite({ home: [aSection({ component: 'title', text: 'Una sección', width })] }));

    const [cell] = cells(site, 'title');
    expect(cell?.style.getPropertyValue('--site-span-small')).toBe(small);
    expect(cell?.style.getPropertyValue('--site-span-large')).toBe(large);
  });

  it('does not draw hidden sections', () => {
    const { site } = renderSite(
      aSite({ home: [aSection({ component: 'title', text: 'Visible' }), aSection({ component: 'title', text: 'Oculta', hide: true, sectionID: 'oculta' })] }),
    );

    expect(screen.getByRole('heading', { name: 'Visible' })).toBeInTheDocument();
    expect(screen.queryByText('Oculta')).not.toBeInTheDocument();
    expect(site.querySelector('#oculta')).toBeNull();
    expect(cells(site)).toHaveLength(1);
  });

  it('leaves platform sections out when the app gives no slot for them', () => {
    const { site } = renderSite(aSite({ home: [aSection({ component: 'registration', eventId: 7 }), aSection({ component: 'title', text: 'Hola' })] }));

    expect(cells(site).map((cell) => cell.dataset.component)).toEqual(['title']);
  });

  it('hands each platform section, typed, to the slot', () => {
    const slot = vi.fn((section: PlatformSection) => (section.component === 'eventList' ? <p>Eventos con estado {section.status}</p> : null));
    renderSite(aSite({ home: [aSection({ component: 'eventList', status: 4 })] }), { renderPlatformSection: slot });

    expect(screen.getByText('Eventos con estado 4')).toBeInTheDocument();
    expect(slot).toHaveBeenCalledWith(expect.objectContaining({ component: 'eventList', status: 4 }));
  });

  it('draws a named page, and the not-found page for an unknown name', () => {
    const content = aSite({ home: [aSection({ component: 'title', text: 'Portada' })], pages: { patrocinadores: sponsors } });

    const { unmount } = renderSite(content, { page: 'patrocinadores' });
    expect(screen.getByRole('heading', { level: 2, name: 'Patrocinadores' })).toBeInTheDocument();
    expect(screen.queryByText('Portada')).not.toBeInTheDocument();
    unmount();

    renderSite(content, { page: 'constructor' });
    expect(screen.getByRole('heading', { name: siteTexts.notFoundTitle })).toBeInTheDocument();
  });

  it("draws the site's own not-found page when it has one", () => {
    renderSite(aSite({ notFound: [aSection({ component: 'title', text: 'Esa página no existe' })] }), { page: 'nada' });

    expect(screen.getByRole('heading', { name: 'Esa página no existe' })).toBeInTheDocument();
  });

  it("themes the site's root: background, text colour, type face and the primary colour of buttons and links", () => {
    const { site } = renderSite(
      aSite({ miniTheme: { primary: '#0055aa', text: '#222222', background: '#fafafa', fontFamily: 'serif', backgroundImage: '/media/fondo.jpg' } }),
    );

    expect(site).toHaveStyle({ backgroundColor: '#fafafa', color: '#222222' });
    expect(site.style.fontFamily).toContain('Georgia');
    expect(site.style.backgroundImage).toBe('url("/media/fondo.jpg")');
    expect(site.style.getPropertyValue('--amplify-components-button-primary-background-color')).toBe('#0055aa');
    expect(site.style.getPropertyValue('--amplify-components-button-primary-color')).toBe('#ffffff');
    expect(site.style.getPropertyValue('--amplify-components-link-color')).toBe('#0055aa');
    expect(document.body.style.backgroundColor).toBe('');
  });

  it('lets a long header menu wrap instead of overflowing a phone screen', () => {
    const menu = Array.from({ length: 12 }, (_, index) => ({ text: `Sección número ${index + 1}`, url: `#s${index + 1}` }));
    renderSite(aSite({ home: [aSection({ component: 'header', menu })] }));

    const list = within(screen.getByRole('navigation', { name: 'Menú principal' })).getByRole('list');
    expect(list).toHaveStyle({ display: 'flex', flexWrap: 'wrap' });
    expect(within(list).getAllByRole('link')).toHaveLength(12);
  });
});
