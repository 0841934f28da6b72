// What a reto draws over the athlete's start and finish photos (docs/retos.md §2.6 steps 1 and 3, §3, §9),
// inside the photo's frame: the time as a caption across the top, and at the bottom left the race bib
// (the reto's raceNumberImage, or a plain white bib, with the athlete's number and the bib's line on
// up to two lines) or the medal (the reto's medalImage, with the finish time where the organizer placed it).
import type { Decoration } from '@web/components/photo-editor/photo-canvas';
import { logoRect, type Rect, type Size } from '@web/components/photo-editor/photo-geometry';

/** docs/retos.md §9: the race bib is drawn as a 1025 × 820 canvas. */
export const RACE_BIB_SIZE: Size = { width: 1025, height: 820 };
/** Bottom left (logos take the bottom right by default), a third of the photo's width. */
const BIB_PLACEMENT = { posicion: 3, anchoLogo: 0.35, margen: 15 };
const MEDAL_PLACEMENT = { posicion: 3, anchoLogo: 0.3, margen: 15 };
/** About the width of a character of a sans-serif font, in ems: keeps a line inside its box. */
const CHARACTER_WIDTH = 0.6;
/** Past this length the bib's line is broken in two, so it is drawn at a size that can be read. */
const BIB_LINE_CHARACTERS = 22;

/** A font size no larger than `px` at which `text` fits in `maxWidth`. */
export function fittedFontSize(px: number, text: string, maxWidth: number): number {
  return Math.max(1, Math.floor(Math.min(px, maxWidth / (CHARACTER_WIDTH * Math.max(1, text.length)))));
}

/** Where the medal's text goes: positions 0–2 across and down its image, 1 the middle (docs/retos.md §3). */
function medalTextPoint(medal: Rect, horizontal: number, vertical: number): { x: number; y: number } {
  return { x: Math.round(medal.x + (medal.width * horizontal) / 2), y: Math.round(medal.y + (medal.height * vertical) / 2) };
}

function writeCentred(context: CanvasRenderingContext2D, text: string, x: number, y: number, px: number, color: string): void {
  context.fillStyle = color;
  context.font = `bold ${px}px sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, x, y);
}

const imageSize = (image: HTMLImageElement): Size => ({ width: image.naturalWidth || image.width, height: image.naturalHeight || image.height });

/** A band across the top of the area inside the frame, with the time in white. */
export function captionDecoration(text: string): Decoration {
  return (context, area) => {
    const band = Math.max(1, Math.round(area.height * 0.09));
    context.fillStyle = 'rgba(0, 0, 0, 0.45)';
    context.fillRect(area.x, area.y, area.width, band);
    writeCentred(context, text, area.x + area.width / 2, area.y + band / 2, fittedFontSize(band * 0.55, text, area.width * 0.9), '#ffffff');
  };
}

/** A rectangle placed like a logo within the area inside the frame. */
function placedIn(area: Rect, size: Size, placement: typeof BIB_PLACEMENT): Rect {
  const rect = logoRect(area, size, placement);
  return { ...rect, x: rect.x + area.x, y: rect.y + area.y };
}

/** The bib's line on one or two lines, broken between words where the longer half is shortest. */
export function bibLines(line: string): string[] {
  const words = line.split(/\s+/).filter(Boolean);
  if (words.length < 2 || line.length <= BIB_LINE_CHARACTERS) return [line];
  const splits = words.slice(1).map((_, i) => [words.slice(0, i + 1).join(' '), words.slice(i + 1).join(' ')]);
  return splits.reduce((best, split) => (Math.max(...split.map((part) => part.length)) < Math.max(...best.map((part) => part.length)) ? split : best));
}

export interface RaceBib {
  /** The reto's raceNumberImage, loaded; null draws a plain white bib. */
  image: HTMLImageElement | null;
  raceNumber: string;
  /** 'Voy por … kilómetros en …', or null (shared/retos/race-bib.ts). */
  line: string | null;
  /** raceNumberFontColor */
  color: string;
  /** raceNumberWhiteBack: a white panel behind the number and the line. */
  whiteBack: boolean;
}

export function raceBibDecoration(bib: RaceBib): Decoration {
  return (context, area) => {
    const { x, y, width, height } = placedIn(area, RACE_BIB_SIZE, BIB_PLACEMENT);
    if (bib.image) context.drawImage(bib.image, x, y, width, height);
    if (!bib.image || bib.whiteBack) {
      const inset = bib.image ? 0.1 : 0;
      context.fillStyle = '#ffffff';
      context.fillRect(x + width * inset, y + height * inset * 2, width * (1 - 2 * inset), height * (1 - 3 * inset));
    }
    const centre = x + width / 2;
    writeCentred(context, bib.raceNumber, centre, y + height * 0.47, fittedFontSize(height * 0.38, bib.raceNumber, width * 0.8), bib.color);
    if (!bib.line) return;
    const lines = bibLines(bib.line);
    const longest = lines.reduce((a, b) => (b.length > a.length ? b : a));
    const px = fittedFontSize(height * 0.12, longest, width * 0.9);
    // Below the number: one line at 80% of the bib's height, two around it.
    const first = lines.length === 1 ? 0.8 : 0.8 - (px * 0.6) / height;
    lines.forEach((text, i) => writeCentred(context, text, centre, y + height * first + i * px * 1.2, px, bib.color));
  };
}

export interface Medal {
  /** The reto's medalImage, loaded. */
  image: HTMLImageElement;
  /** The finish time when the reto shows it on the medal (showMedalTime). */
  time: string | null;
  color: string;
  horizontal: number;
  vertical: number;
}

export function medalDecoration(medal: Medal): Decoration {
  return (context, area) => {
    const rect = placedIn(area, imageSize(medal.image), MEDAL_PLACEMENT);
    context.drawImage(medal.image, rect.x, rect.y, rect.width, rect.height);
    if (!medal.time) return;
    const point = medalTextPoint(rect, medal.horizontal, medal.vertical);
    writeCentred(context, medal.time, point.x, point.y, fittedFontSize(rect.height * 0.12, medal.time, rect.width * 0.8), medal.color);
  };
}
