// An organizer web's page as HTML, for crawlers and link previews that run no JavaScript
// (docs/sites.md 'Documents'): its headings, texts, images and links, in the order the SPA draws
// them; the SPA replaces it when it mounts. Sections that only the SPA can draw (forms, countdowns,
// event lists, result views) leave their title; a results widget, its title and a link to the event's
// results. Every text and address is escaped.
import { documentTexts } from '@shared/core/document-texts';
import type { SiteContent, SitePage, SiteSection } from '@shared/sites/site-schema';
import { siteTexts } from '@shared/sites/site-texts';
import { escapeHtml } from '@lambdas/core/escape-html';
import { eventPaths } from '@shared/results/event-paths';
import { markdownHtml, markdownText } from './markdown-html';

const attr = (value: string) => escapeHtml(value);

function link(url: string, text: string): string {
  const external = /^https?:\/\//.test(url) ? ' rel="noopener" target="_blank"' : '';
  return `<a href="${attr(url)}"${external}>${escapeHtml(text)}</a>`;
}

const img = (url: string, alt: string) => (url ? `<img src="${attr(url)}" alt="${attr(alt)}" loading="lazy" />` : '');

const heading = (level: number, text: string) => (text ? `<h${level}>${escapeHtml(text)}</h${level}>` : '');

const list = (items: string[]) => (items.length ? `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>` : '');

const videoUrl = (section: Extract<SiteSection, { component: 'video' }>) =>
  section.provider === 'youtube' ? `https://www.youtube.com/watch?v=${section.videoId}` : `https://vimeo.com/${section.videoId}`;

interface Rendering {
  content: SiteContent;
  /** Pages inserted by insertView sections are drawn one level deep. */
  depth: number;
}

function sectionHtml(section: SiteSection, rendering: Rendering): string {
  switch (section.component) {
    case 'banner':
    case 'image': {
      const picture = img(section.image.url, section.image.alt);
      return section.clickUrl ? `<a href="${attr(section.clickUrl)}">${picture}</a>` : picture;
    }
    case 'header':
      return [
        img(section.logo, rendering.content.title),
        section.menu.length ? `<nav>${list(section.menu.map((item) => link(item.url, item.text)))}</nav>` : '',
        section.callToAction ? `<p>${link(section.callToAction.url, section.callToAction.text)}</p>` : '',
      ].join('');
    case 'title':
      return heading(2, section.text);
    case 'textWithTitle':
      return `<section>${heading(2, section.title)}${markdownHtml(section.body, 2)}</section>`;
    case 'infoBoxes':
      return section.boxes
        .map(
          (box) =>
            `<article>${heading(3, box.title)}${img(box.image, box.title)}${box.price ? `<p><strong>${escapeHtml(box.price)}</strong></p>` : ''}` +
            `${box.body ? `<p>${escapeHtml(box.body)}</p>` : ''}${box.button ? `<p>${link(box.button.url, box.button.text)}</p>` : ''}</article>`,
        )
        .join('');
    case 'footer':
      return `<footer>${markdownHtml(section.body, 2)}${list(section.links.map((item) => link(item.url, item.text)))}</footer>`;
    case 'socialMedia':
      return list(section.links.map((item) => link(item.url, item.network)));
    case 'gallery':
      return section.images.map((image) => img(image.url, image.alt)).join('');
    case 'video':
      return `<p>${link(videoUrl(section), section.title || 'Video')}</p>`;
    case 'countdown':
    case 'form':
    case 'eventList':
      return heading(2, section.title);
    case 'registration':
      return `<p>${link(eventPaths.registration(section.eventId), section.buttonText || siteTexts.registrationButton)}</p>`;
    case 'eventWeb':
      return `<p>${link(eventPaths.convocatoria(section.eventId), documentTexts.site.convocatoriaLink)}</p>`;
    case 'results':
      return `${heading(2, section.title)}<p>${link(eventPaths.results(section.eventId), siteTexts.resultsButton)}</p>`;
    case 'download':
      return `<p>${link(section.url, section.text)}</p>`;
    case 'insertView': {
      const inserted = Object.hasOwn(rendering.content.pages, section.page) ? rendering.content.pages[section.page] : undefined;
      return inserted && rendering.depth === 0 ? sectionsHtml(inserted, { ...rendering, depth: 1 }) : '';
    }
    case 'notFound':
      return `${heading(2, siteTexts.notFoundTitle)}<p>${escapeHtml(siteTexts.notFoundText)}</p>`;
    case 'space':
    case 'resultView':
      return '';
  }
}

function sectionsHtml(page: SitePage, rendering: Rendering): string {
  return page.sections
    .filter((section) => !section.hide)
    .map((section) => sectionHtml(section, rendering))
    .filter(Boolean)
    .join('\n');
}

/** The page with one h1: the site's title on the home page, the page's on the others. */
export function sitePageHtml(content: SiteContent, page: SitePage): string {
  const title = page === content.home ? content.title : page.title || content.title;
  return `<main class="pre">${heading(1, title)}\n${sectionsHtml(page, { content, depth: 0 })}</main>`;
}

/** The first text a visitor reads on the page, for its description. */
export function sitePageText(page: SitePage): string {
  for (const section of page.sections) {
    if (section.hide) continue;
    if (section.component === 'textWithTitle' && section.body) return markdownText(section.body);
    if (section.component === 'infoBoxes') {
      const body = section.boxes.find((box) => box.body)?.body;
      if (body) return body;
    }
  }
  return '';
}

/** The picture a preview shows: the page's banner, else its first image, else the site's logo or icon. */
export function sitePageImage(content: SiteContent, page: SitePage): { url: string; alt: string } | undefined {
  const sections = page.sections.filter((section) => !section.hide);
  const banner = sections.find((section) => section.component === 'banner') ?? sections.find((section) => section.component === 'image');
  if (banner) return { url: banner.image.url, alt: banner.image.alt || content.title };
  const logo = sections.find((section) => section.component === 'header')?.logo;
  const url = logo || content.icon;
  return url ? { url, alt: content.title } : undefined;
}

/** The pre-rendered page's look before the SPA mounts (the site's bounded theme colours). */
export function sitePageStyle(content: SiteContent): string {
  const colour = (value: string, fallback: string) => (/^#[0-9a-fA-F]{6}$/.test(value) ? value : fallback);
  const text = colour(content.miniTheme.text, '#111827');
  const background = colour(content.miniTheme.background, '#ffffff');
  const primary = colour(content.miniTheme.primary, '#e8630a');
  return (
    `.pre{max-width:64rem;margin:0 auto;padding:1rem;font-family:system-ui,sans-serif;color:${text};background:${background};line-height:1.5}` +
    `.pre img{max-width:100%;height:auto}.pre a{color:${primary}}.pre nav ul{display:flex;flex-wrap:wrap;gap:1rem;list-style:none;padding:0}`
  );
}
