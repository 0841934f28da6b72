import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SiteContent, SiteSection } from '@shared/sites/site-schema';
import { GRID_CSS } from '@web/features/sites/organizer-web/section-grid';
import { aSection, aSite, unparsed } from './site-fixtures';
import { renderSite } from './render-site';

const SCRIPT = '<script>alert(1)</script>';
const IMG = '<img src=x onerror=alert(1)>';
const PAYLOAD = `${SCRIPT} ${IMG}`;

const hostileMarkdown = [
  SCRIPT,
  IMG,
  '<iframe src="https://evil.example"></iframe>',
  '<style>body { display: none }</style>',
  '<a href="javascript:alert(1)" onclick="alert(1)">html</a>',
  '[enlace malo](javascript:alert(1)) [otro](JaVaScRiPt:alert(1)) [vb](vbscript:msgbox(1)) [datos](data:text/html,<script>alert(1)</script>)',
  '<javascript:alert(1)>',
  '![foto](data:image/png;base64,iVBORw0KGgo=) ![x](x) ![http](http://inseguro.example/foto.png)',
  '[codificado](javascript&#58;alert(1))',
  '[bien](https://example.mx) ![buena](https://cdn.example.mx/foto.png)',
].join('\n\n');

/** Every section with a text field, each holding the payload, and every Markdown body the hostile one. */
function textSections(): SiteSection[] {
  const link = { text: PAYLOAD, url: '/x' };
  return [
    aSection({ component: 'header', menu: [link], callToAction: link }),
    aSection({ component: 'banner', image: { url: '/media/a.png', alt: PAYLOAD } }),
    aSection({ component: 'image', image: { url: '/media/a.png', alt: PAYLOAD } }),
    aSection({ component: 'title', text: PAYLOAD }),
    aSection({ component: 'textWithTitle', title: PAYLOAD, body: hostileMarkdown }),
    aSection({ component: 'infoBoxes', kind: 'price', boxes: [{ title: PAYLOAD, body: PAYLOAD, price: IMG, image: '', button: link }] }),
    aSection({ component: 'footer', body: hostileMarkdown, links: [link] }),
    aSection({ component: 'gallery', images: [{ url: '/media/a.png', alt: PAYLOAD }] }),
    aSection({ component: 'video', provider: 'youtube', videoId: 'dQw4w9WgXcQ', title: PAYLOAD }),
    aSection({ component: 'countdown', title: PAYLOAD, until: '2000-01-01T00:00:00Z', doneText: PAYLOAD }),
    aSection({ component: 'download', text: PAYLOAD, url: '/x' }),
  ];
}

/** Addresses the schema refuses, as if a record had skipped it: the renderer drops them itself. */
function hostileUrls(): SiteContent {
  const bad = 'javascript:alert(1)';
  const dataImage = 'data:image/svg+xml,<svg onload=alert(1)>';
  return unparsed<SiteContent>({
    ...aSite(),
    miniTheme: { ...aSite().miniTheme, primary: 'red;} body{display:none', backgroundImage: 'x") ; background: url("https://evil.example' },
    home: {
      title: '',
      sections: [
        { ...aSection({ component: 'header' }), logo: dataImage, menu: [{ text: 'Menú malo', url: bad }], callToAction: { text: 'Botón malo', url: '//evil.example' } },
        { ...aSection({ component: 'banner', image: { url: '/media/a.png', alt: 'Banner' } }), image: { url: dataImage, alt: 'Banner' } },
        { ...aSection({ component: 'image', image: { url: '/media/a.png', alt: 'Imagen' } }), clickUrl: bad },
        { ...aSection({ component: 'socialMedia', links: [{ network: 'x', url: 'https://x.com/a' }] }), links: [{ network: 'x', url: bad }] },
        { ...aSection({ component: 'gallery', images: [{ url: '/media/a.png', alt: 'Galería' }] }), images: [{ url: dataImage, alt: 'Galería' }] },
        { ...aSection({ component: 'video', provider: 'youtube', videoId: 'dQw4w9WgXcQ' }), videoId: '../../evil?x=' },
        { ...aSection({ component: 'download', text: 'Descarga mala', url: '/x' }), url: bad },
        { ...aSection({ component: 'infoBoxes', boxes: [{ title: 'Caja', body: '', image: '', price: '' }] }), boxes: [{ title: 'Caja', body: '', image: dataImage, price: '', button: { text: 'Caja mala', url: bad } }] },
      ],
    },
  });
}

function expectInert(container: HTMLElement) {
  expect(container.querySelectorAll('script')).toHaveLength(0);
  expect([...container.querySelectorAll('style')].map((style) => style.textContent)).toEqual([GRID_CSS]);
  for (const frame of container.querySelectorAll('iframe')) {
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/(www\.youtube-nocookie\.com\/embed|player\.vimeo\.com\/video)\/[A-Za-z0-9_-]+$/);
  }
  for (const element of container.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name, `${element.tagName} ${attribute.name}`).not.toMatch(/^on/i);
      expect(attribute.value, `${element.tagName} ${attribute.name}`).not.toMatch(/^\s*(javascript|vbscript|data):/i);
    }
  }
  for (const image of container.querySelectorAll('img')) {
    expect(image.getAttribute('src')).toMatch(/^(https:\/\/|\/media\/)/);
  }
  for (const link of container.querySelectorAll('a')) {
    expect(link.getAttribute('href')).toMatch(/^(#|\/$|\/[^/]|https?:\/\/|mailto:)/);
  }
}

describe('organizer-web content cannot run script, inject CSS or load a frame', () => {
  it('shows tags typed in text fields as text', () => {
    const { container } = renderSite(aSite({ home: textSections() }));

    expectInert(container);
    expect(screen.getAllByRole('heading', { level: 2, name: PAYLOAD })).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 3, name: PAYLOAD })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: PAYLOAD }).length).toBeGreaterThanOrEqual(4);
    expect(screen.getByTitle(PAYLOAD).tagName).toBe('IFRAME');
    expect(screen.getAllByRole('img', { name: PAYLOAD })).toHaveLength(3);
    expect(screen.getByText(IMG)).toBeInTheDocument();
  });

  it('skips HTML in Markdown and drops links and images it does not allow', async () => {
    const { container } = renderSite(aSite({ home: [aSection({ component: 'textWithTitle', title: 'Texto', body: hostileMarkdown })] }));
    // Markdown is drawn once its parser's chunk has loaded.
    await screen.findByRole('link', { name: 'bien' });

    expectInert(container);
    expect(container.querySelectorAll('iframe')).toHaveLength(0);
    // The tags are skipped; the words between them stay, as words.
    expect(screen.getByText('html').closest('a')).toBeNull();
    for (const name of ['enlace malo', 'otro', 'vb', 'datos', 'codificado']) {
      expect(screen.getByText(name).closest('a')).toBeNull();
    }
    expect(screen.queryByRole('img', { name: 'foto' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'http' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'bien' })).toHaveAttribute('href', 'https://example.mx');
    expect(screen.getByRole('img', { name: 'buena' })).toHaveAttribute('src', 'https://cdn.example.mx/foto.png');
  });

  it('drops addresses of links, images, videos and the theme that the schema would refuse', () => {
    const { container, site } = renderSite(hostileUrls());

    expectInert(container);
    expect(screen.getByText('Menú malo').closest('a')).toBeNull();
    expect(screen.getByText('Botón malo').closest('a')).toBeNull();
    expect(screen.getByText('Descarga mala').closest('a')).toBeNull();
    expect(screen.getByText('Caja mala').closest('a')).toBeNull();
    expect(screen.queryByRole('img', { name: 'Banner' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Galería' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Imagen' }).closest('a')).toBeNull();
    expect(screen.queryByRole('link', { name: 'X' })).not.toBeInTheDocument();
    expect(container.querySelectorAll('iframe')).toHaveLength(0);
    expect(site.style.backgroundImage).toBe('');
    expect(site.style.getPropertyValue('--amplify-components-button-primary-background-color')).toBe('#e8630a');
  });
});
