import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aSection, aSite } from './site-fixtures';
import { currentPath, renderSite, setupUser } from './render-site';

const scrolledTo: string[] = [];
const scrollIntoView = vi.fn(function (this: Element) {
  scrolledTo.push(this.id);
});

beforeEach(() => {
  scrolledTo.length = 0;
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

const header = aSection({
  component: 'header',
  menu: [
    { text: 'Ruta', url: '#ruta' },
    { text: 'Resultados', url: 'https://resultados.example.mx/2026' },
    { text: 'Kit', url: '/kit' },
  ],
  callToAction: { text: 'Inscríbete', url: '/inscripciones' },
});
const route = aSection({ component: 'textWithTitle', title: 'La ruta', body: 'Ver [el kit](/kit), [la meta](#ruta) o [el mapa](https://mapas.example.mx).', sectionID: 'ruta' });

describe('organizer-web links', () => {
  it("scrolls smoothly to the section of a '#' link and stays on the page", async () => {
    const user = setupUser();
    renderSite(aSite({ home: [header, route] }));

    await user.click(screen.getByRole('link', { name: 'Ruta' }));

    expect(scrolledTo).toEqual(['ruta']);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(currentPath()).toBe('/sitio');
  });

  it('opens http addresses in a new tab, without handing it this page', () => {
    renderSite(aSite({ home: [header] }));

    const link = screen.getByRole('link', { name: 'Resultados' });
    expect(link).toHaveAttribute('href', 'https://resultados.example.mx/2026');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("navigates inside the app for any other address, through the app's path builder", async () => {
    const user = setupUser();
    renderSite(aSite({ home: [header] }), { buildPath: (sitePath) => `/web/merida${sitePath}` });

    expect(screen.getByRole('link', { name: 'Inscríbete' })).toHaveAttribute('href', '/web/merida/inscripciones');
    await user.click(screen.getByRole('link', { name: 'Kit' }));

    expect(currentPath()).toBe('/web/merida/kit');
  });

  it("follows the same rules for links written in a section's Markdown", async () => {
    const user = setupUser();
    renderSite(aSite({ home: [route] }));

    expect(await screen.findByRole('link', { name: 'el mapa' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'el mapa' })).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(screen.getByRole('link', { name: 'la meta' }));
    expect(scrolledTo).toEqual(['ruta']);
    await user.click(screen.getByRole('link', { name: 'el kit' }));
    expect(currentPath()).toBe('/kit');
  });

  it('makes banners, images and download buttons follow their click url the same way', () => {
    renderSite(
      aSite({
        home: [
          aSection({ component: 'banner', image: { url: '/media/portada.jpg', alt: 'Portada' }, clickUrl: 'https://tienda.example.mx' }),
          aSection({ component: 'image', image: { url: '/media/ruta.png', alt: '' }, clickUrl: '#ruta' }),
          aSection({ component: 'download', text: 'Reglamento', url: 'https://cdn.example.mx/reglamento.pdf' }),
        ],
      }),
    );

    const banner = screen.getByRole('img', { name: 'Portada' }).closest('a');
    expect(banner).toHaveAttribute('href', 'https://tienda.example.mx');
    expect(banner).toHaveAttribute('target', '_blank');
    // An image without a description still gives its link a name.
    expect(screen.getByRole('link', { name: 'Abrir enlace' })).toHaveAttribute('href', '#ruta');
    expect(screen.getByRole('link', { name: 'Reglamento' })).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
