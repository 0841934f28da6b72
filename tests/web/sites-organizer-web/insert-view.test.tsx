import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSection, aSite } from './site-fixtures';
import { renderSite } from './render-site';

const insert = (page: string) => aSection({ component: 'insertView', page });
const title = (text: string) => aSection({ component: 'title', text });

describe('insertView section', () => {
  it("draws another page's sections in its cell", () => {
    renderSite(aSite({ home: [title('Portada'), insert('patrocinadores')], pages: { patrocinadores: [title('Patrocinadores'), title('Gracias')] } }));

    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Portada', 'Patrocinadores', 'Gracias']);
  });

  it('does not recurse when pages insert each other or themselves', () => {
    renderSite(
      aSite({
        home: [insert('a')],
        pages: { a: [title('Página A'), insert('b'), insert('a')], b: [title('Página B'), insert('a')] },
      }),
    );

    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Página A']);
  });

  it('draws nothing when the page inserts itself or a page the site does not have', () => {
    renderSite(aSite({ pages: { a: [title('Página A'), insert('a'), insert('no-existe'), insert('constructor')] } }), { page: 'a' });

    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Página A']);
  });
});
