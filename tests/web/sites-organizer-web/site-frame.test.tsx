// A page other than home, and the not-found page, keep the site's header, its footer and a way home.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteTexts } from '@shared/sites/site-texts';
import { aSection, aSite } from './site-fixtures';
import { renderSite } from './render-site';

const header = aSection({ component: 'header', logo: '', menu: [{ text: 'Ruta', url: '/ruta' }] });
const footer = aSection({ component: 'footer', body: 'Organiza **Club Mérida**', links: [] });
const route = [aSection({ component: 'title', text: 'La ruta' })];

describe('the frame of an organizer web page', () => {
  it("draws a page under the home page's header and over its footer, the site's title leading home", async () => {
    renderSite(aSite({ title: 'Medio Maratón de Mérida', home: [header, aSection({ component: 'title', text: 'Inicio' }), footer], pages: { ruta: route } }), { page: 'ruta' });

    expect(screen.getByRole('heading', { name: 'La ruta' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Menú principal' })).getByRole('link', { name: 'Ruta' })).toHaveAttribute('href', '/ruta');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Medio Maratón de Mérida' })).toHaveAttribute('href', '/');
    // The footer's Markdown is drawn once its parser has loaded, right after the first render.
    await waitFor(() => expect(screen.getByRole('contentinfo')).toHaveTextContent('Organiza Club Mérida'));
    expect(screen.queryByRole('heading', { name: 'Inicio' })).not.toBeInTheDocument();
  });

  it("keeps a page's own header and footer instead of the home page's", async () => {
    const own = [aSection({ component: 'header', logo: '', menu: [{ text: 'Volver', url: '/' }] }), ...route];
    renderSite(aSite({ home: [header, footer], pages: { ruta: own } }), { page: 'ruta' });

    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Volver' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ruta' })).not.toBeInTheDocument();
    // The footer's Markdown is drawn once its parser has loaded, right after the first render.
    await waitFor(() => expect(screen.getByRole('contentinfo')).toHaveTextContent('Organiza Club Mérida'));
  });

  it("gives the not-found page of a site without a header its title and 'Ir al inicio', both leading home", () => {
    renderSite(aSite({ title: 'Carrera del Bosque', home: [aSection({ component: 'title', text: 'Inicio' })] }), { page: 'nada' });

    expect(screen.getByRole('heading', { name: siteTexts.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Carrera del Bosque' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });
});
