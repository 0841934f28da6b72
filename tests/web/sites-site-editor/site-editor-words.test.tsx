// The site editor in the organizer's words: problems placed by page, section and item instead of the
// schema's paths, section summaries without Markdown marks, and a countdown on the event's own clock.
import '@shared/core/zod-spanish';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { siteContentSchema } from '@shared/sites/site-schema';
import { markdownExcerpt } from '@web/features/sites/site-editor/markdown-excerpt';
import { problemPlace } from '@web/features/sites/site-editor/problem-place';
import { sectionSummary } from '@web/features/sites/site-editor/section-summary';
import { aSection, renderSectionForm } from './render-section-form';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const tenSections = Array.from({ length: 9 }, () => ({ component: 'space' }));
const content = siteContentSchema.parse({
  title: 'Mi carrera',
  home: { sections: [...tenSections, { component: 'gallery', images: [{ url: '/media/a.webp' }, { url: '/media/b.webp' }] }] },
  pages: { ruta: { sections: [{ component: 'infoBoxes', boxes: [{ title: 'A' }] }, { component: 'header', menu: [{ text: 'Inicio', url: '/' }] }] } },
});

describe('problemPlace', () => {
  it.each([
    ['home.sections.9.images.0.url', 'Inicio › Galería (sección 10) › Imagen 1'],
    ['home.sections.9.images.1', 'Inicio › Galería (sección 10) › Imagen 2'],
    ['pages.ruta.sections.0.boxes.0.title', 'Página «ruta» › Recuadros de información (sección 1) › Recuadro 1 › Título'],
    ['pages.ruta.sections.1.menu.0.url', 'Página «ruta» › Encabezado (sección 2) › Enlace 1'],
    ['pages.ruta.title', 'Página «ruta» › Título de la página'],
    ['title', 'Sitio › Título del sitio'],
    ['miniTheme.primary', 'Sitio › Color principal'],
    ['', ''],
  ])('%s → %s', (path, place) => {
    expect(problemPlace(path, content)).toBe(place);
  });
});

describe('the section list summary', () => {
  it.each([
    ['## Ruta\n**21 km** por [el centro](https://ejemplo.mx)', 'Ruta 21 km por el centro'],
    ['- _uno_\n- `dos`\n> tres', 'uno dos tres'],
    ['![Salida](/media/x.webp) a las 7', 'Salida a las 7'],
  ])('reads %j as %j', (markdown, plain) => {
    expect(markdownExcerpt(markdown)).toBe(plain);
  });

  it('shows the words of a text section without a title, not its Markdown', () => {
    expect(sectionSummary(aSection('textWithTitle', { title: '', body: '### Premiación\n**Medallas** para *todos*' }))).toBe('Premiación Medallas para todos');
  });
});

describe('the countdown form', () => {
  it("counts by default to the event's own start, on its own clock, and names that clock", () => {
    // The edited event starts at 20:00 on 2030-03-01 in Tijuana (UTC-8 then).
    const countdown = aSection('countdown');
    expect(countdown).toMatchObject({ until: '2030-03-02T04:00:00.000Z' });

    renderSectionForm(countdown);

    const until = screen.getByLabelText(/^Fecha y hora/);
    expect(until).toHaveValue('2030-03-01T20:00');
    expect(screen.getByText(/^Fecha y hora \(.*America\/Tijuana\)$/)).toBeInTheDocument();
    expect(screen.queryByText(/centro de México/)).not.toBeInTheDocument();
  });
});
