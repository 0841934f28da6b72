// Where the certificate's text goes (docs/retos.md §3: certificatePosition and certificatePositionVertical,
// 0 to 2), drawn as one SVG the size of the canvas: the optional white panel, then every line as
// glyph outlines. No text reaches the SVG as text: names are user input, and outlines are only numbers.
import { CERTIFICATE_HEIGHT, CERTIFICATE_WIDTH, type CertificateDesign, type CertificateLine, type CertificateLineStyle } from '@shared/retos/certificate';
import { outlineText, verticalMetrics, type FontWeight } from '@lambdas/media/text-outlines';

const styles: Record<CertificateLineStyle, { size: number; weight: FontWeight }> = {
  heading: { size: 30, weight: 700 },
  name: { size: 58, weight: 700 },
  title: { size: 38, weight: 700 },
  body: { size: 26, weight: 400 },
  detail: { size: 22, weight: 400 },
};

/** From the canvas's edge to the panel, and from the panel to the text. */
const MARGIN = 48;
const PADDING = 28;
/** Between two lines, as a fraction of the lower line's size. */
const LINE_GAP = 0.3;
const MAX_TEXT_WIDTH = CERTIFICATE_WIDTH - 2 * (MARGIN + PADDING);

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedLine {
  /** Outlines at the style's size; `scale` shrinks a line too long for the canvas. */
  d: string;
  x: number;
  baseline: number;
  scale: number;
  /** The line's box on the canvas, ascent to descent. */
  box: Box;
}

export interface CertificateLayout {
  /** The text block with its padding: the white panel when the design asks for one. */
  panel: Box;
  lines: PlacedLine[];
}

/** 0 → the start of the room, 1 → its middle, 2 → its end. */
const along = (position: number, room: number) => (position / 2) * room;

export function layoutCertificate(lines: readonly CertificateLine[], design: CertificateDesign): CertificateLayout {
  const { ascent, descent } = verticalMetrics();
  const shaped = lines.map((line) => {
    const { size, weight } = styles[line.style];
    const outline = outlineText(line.text, size, weight);
    const scale = Math.min(1, MAX_TEXT_WIDTH / Math.max(outline.width, 1));
    return { d: outline.d, scale, width: outline.width * scale, size: size * scale };
  });
  const textWidth = Math.max(...shaped.map((line) => line.width));
  const textHeight = shaped.reduce((sum, line, i) => sum + (ascent + descent) * line.size + (i > 0 ? LINE_GAP * line.size : 0), 0);
  const panelWidth = textWidth + 2 * PADDING;
  const panelHeight = textHeight + 2 * PADDING;
  const panel = {
    x: MARGIN + along(design.certificatePosition, CERTIFICATE_WIDTH - 2 * MARGIN - panelWidth),
    y: MARGIN + along(design.certificatePositionVertical, CERTIFICATE_HEIGHT - 2 * MARGIN - panelHeight),
    width: panelWidth,
    height: panelHeight,
  };
  let top = panel.y + PADDING;
  const placed = shaped.map((line, i) => {
    if (i > 0) top += LINE_GAP * line.size;
    // Lines follow the block: flush left at 0, centred at 1, flush right at 2.
    const x = panel.x + PADDING + along(design.certificatePosition, textWidth - line.width);
    const height = (ascent + descent) * line.size;
    const baseline = top + ascent * line.size;
    const box = { x, y: top, width: line.width, height };
    top += height;
    return { d: line.d, x, baseline, scale: line.scale, box };
  });
  return { panel, lines: placed };
}

const n = (value: number) => value.toFixed(1);

/** The layout as an SVG overlay; `fontColor` is the design's validated #RRGGBB. */
export function layoutSvg(layout: CertificateLayout, design: CertificateDesign): string {
  const { panel } = layout;
  const back = design.certificateWhiteBack
    ? `<rect x="${n(panel.x)}" y="${n(panel.y)}" width="${n(panel.width)}" height="${n(panel.height)}" rx="16" fill="#ffffff"/>`
    : '';
  const paths = layout.lines
    .map((line) => `<path transform="translate(${n(line.x)} ${n(line.baseline)}) scale(${line.scale.toFixed(4)})" d="${line.d}"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CERTIFICATE_WIDTH}" height="${CERTIFICATE_HEIGHT}">${back}<g fill="${design.certificateFontColor}">${paths}</g></svg>`;
}
