// An athlete's result card (docs/sites.md 'Documents'): the 1200 × 630 PNG a shared result link
// previews, with the athlete's name, time and places. sharp renders an SVG whose text is glyph
// outlines (lambdas/media/text-outlines.ts): names are user input, and outlines are only numbers.
import sharp from 'sharp';
import { outlineText, type FontWeight } from '@lambdas/media/text-outlines';

export const RESULT_CARD_SIZE = { width: 1200, height: 630 } as const;

export interface ResultCardLines {
  name: string;
  event: string;
  /** The official time; absent for an athlete without one. */
  time?: string;
  places: string[];
  /** Modality and bib. */
  detail: string;
}

const MARGIN = 72;
const MAX_WIDTH = RESULT_CARD_SIZE.width - 2 * MARGIN;
const colours = { background: '#1f2937', accent: '#e8630a', text: '#ffffff', muted: '#d1d5db' };

/** One line of outlines at `size`, shrunk to fit the card's width, its baseline at `y`. */
function line(text: string, y: number, size: number, weight: FontWeight, fill: string): string {
  const outline = outlineText(text, size, weight);
  const scale = Math.min(1, MAX_WIDTH / Math.max(outline.width, 1));
  return `<path transform="translate(${MARGIN} ${y}) scale(${scale.toFixed(4)})" fill="${fill}" d="${outline.d}"/>`;
}

export function resultCardSvg(lines: ResultCardLines): string {
  const { width, height } = RESULT_CARD_SIZE;
  const parts = [
    `<rect width="${width}" height="${height}" fill="${colours.background}"/>`,
    `<rect width="${width}" height="16" fill="${colours.accent}"/>`,
    line(lines.event, 120, 40, 700, colours.accent),
    line(lines.name, 220, 64, 700, colours.text),
    ...(lines.time ? [line(lines.time, 370, 120, 700, colours.text)] : []),
    ...lines.places.map((place, i) => line(place, (lines.time ? 450 : 320) + i * 56, 40, 400, colours.muted)),
    line(lines.detail, height - 48, 32, 400, colours.muted),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

export function renderResultCard(lines: ResultCardLines): Promise<Buffer> {
  return sharp(Buffer.from(resultCardSvg(lines))).png({ compressionLevel: 9 }).toBuffer();
}
