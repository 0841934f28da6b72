// The preview cards link previews show (docs/sites.md 'Documents'): 1200 × 630 PNGs, an athlete's
// result (name, time, places) or an event without a picture of its own (name, date, place). sharp
// renders an SVG whose text is glyph outlines (lambdas/media/text-outlines.ts): names are user input,
// and outlines are only numbers.
import sharp from 'sharp';
import { outlineText, type FontWeight } from '@lambdas/media/text-outlines';

export const PREVIEW_CARD_SIZE = { width: 1200, height: 630 } as const;

export interface CardLines {
  /** Above the title, in the accent colour: the event of a result, the organizer of an event. */
  heading: string;
  /** The athlete's or the event's name. */
  title: string;
  /** An athlete's official time, drawn large; absent for an event or an athlete without one. */
  time?: string;
  /** Places, or date and venue. */
  lines: string[];
  footer: string;
}

const MARGIN = 72;
const MAX_WIDTH = PREVIEW_CARD_SIZE.width - 2 * MARGIN;
const colours = { background: '#1f2937', accent: '#e8630a', text: '#ffffff', muted: '#d1d5db' };

/** One line of outlines at `size`, shrunk to fit the card's width, its baseline at `y`. */
function line(text: string, y: number, size: number, weight: FontWeight, fill: string): string {
  const outline = outlineText(text, size, weight);
  const scale = Math.min(1, MAX_WIDTH / Math.max(outline.width, 1));
  return `<path transform="translate(${MARGIN} ${y}) scale(${scale.toFixed(4)})" fill="${fill}" d="${outline.d}"/>`;
}

export function previewCardSvg(card: CardLines): string {
  const { width, height } = PREVIEW_CARD_SIZE;
  const parts = [
    `<rect width="${width}" height="${height}" fill="${colours.background}"/>`,
    `<rect width="${width}" height="16" fill="${colours.accent}"/>`,
    line(card.heading, 120, 40, 700, colours.accent),
    line(card.title, 220, 64, 700, colours.text),
    ...(card.time ? [line(card.time, 370, 120, 700, colours.text)] : []),
    ...card.lines.map((text, i) => line(text, (card.time ? 450 : 320) + i * 56, 40, 400, colours.muted)),
    line(card.footer, height - 48, 32, 400, colours.muted),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

export function renderPreviewCard(card: CardLines): Promise<Buffer> {
  return sharp(Buffer.from(previewCardSvg(card))).png({ compressionLevel: 9 }).toBuffer();
}

/** A card's answer: five minutes in CloudFront and the browser, as long as a preview needs. */
export const pngReply = (png: Buffer) => ({ body: png, headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=300' } });
