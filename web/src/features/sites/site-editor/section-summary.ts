// A section's one-line summary in the list: the words an organizer recognises it by.
import type { SiteSection } from '@shared/sites/site-schema';
import { rendererTexts } from '../organizer-web/renderer-texts';
import { markdownExcerpt } from './markdown-excerpt';

const MAX = 60;
const clip = (text: string) => (text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text);

function summaryText(section: SiteSection): string {
  switch (section.component) {
    case 'title':
    case 'download':
      return section.text;
    case 'textWithTitle':
      return section.title || markdownExcerpt(section.body);
    case 'countdown':
    case 'video':
    case 'eventList':
    case 'form':
      return section.title;
    case 'banner':
    case 'image':
      return section.image.alt || section.image.url;
    case 'header':
      return section.menu.map((item) => item.text).join(' · ');
    case 'footer':
      return markdownExcerpt(section.body) || section.links.map((link) => link.text).join(' · ');
    case 'infoBoxes':
      return section.boxes.map((box) => box.title).join(' · ');
    case 'socialMedia':
      return section.links.map((link) => rendererTexts.networks[link.network]).join(' · ');
    case 'eventWeb':
    case 'resultView':
      return `#${section.eventId}`;
    case 'results':
      return section.title || `#${section.eventId}`;
    case 'gallery':
      return `${section.images.length}`;
    case 'insertView':
      return section.page;
    case 'space':
      return `${section.height} px`;
    default:
      return '';
  }
}

export const sectionSummary = (section: SiteSection) => clip(summaryText(section).replace(/\s+/g, ' ').trim());
