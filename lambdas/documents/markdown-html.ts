// An organizer's Markdown as the documents carry it: HTML without any raw tag (micromark escapes
// them and drops dangerous link protocols, as react-markdown does in the browser), its headings
// moved below the section's own, and as plain text for descriptions.
import { micromark } from 'micromark';

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** `levelBelow`: the heading level of the section holding the text; a '#' heading becomes the next one. */
export function markdownHtml(markdown: string, levelBelow = 2): string {
  return micromark(markdown).replace(/<(\/?)h([1-6])>/g, (_tag, close: string, level: string) => `<${close}h${Math.min(6, Number(level) + levelBelow)}>`);
}

/** Inline elements join the text around them; any other tag (a paragraph, an item) is a space. */
export function markdownText(markdown: string): string {
  return micromark(markdown)
    .replace(/<\/?(?:a|strong|em|code|del)\b[^>]*>/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}
