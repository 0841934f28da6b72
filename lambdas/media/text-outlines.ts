// The typeface of the images the platform draws with text (reto certificates, result cards): Noto
// Sans (SIL OFL 1.1, from @fontsource/noto-sans) turned into outlines. The text is drawn as SVG
// paths, so librsvg never looks a font up and every glyph, accents and ñ included, is the same on
// Lambda as here (docs/media.md).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parse, type Font, type PathCommand } from 'opentype.js/dist/opentype.mjs';

/** Shipped beside the Lambda bundle (infra/routes.ts), read from node_modules here. */
export const OUTLINE_FONT_PACKAGE = '@fontsource/noto-sans';

export type FontWeight = 400 | 700;

/** Basic Latin first; Latin Extended for names such as Łukasz or Dvořák. */
const SUBSETS = ['latin', 'latin-ext'] as const;
const packageFiles = createRequire(import.meta.url);

function loadFace(subset: string, weight: FontWeight): Font {
  const file = readFileSync(packageFiles.resolve(`${OUTLINE_FONT_PACKAGE}/files/noto-sans-${subset}-${weight}-normal.woff`));
  return parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
}

const faces = new Map<FontWeight, Font[]>();
function facesOf(weight: FontWeight): Font[] {
  let loaded = faces.get(weight);
  if (!loaded) {
    loaded = SUBSETS.map((subset) => loadFace(subset, weight));
    faces.set(weight, loaded);
  }
  return loaded;
}

/** Above and below the baseline, as fractions of the font size (the same in every subset and weight). */
export function verticalMetrics(): { ascent: number; descent: number } {
  const [face] = facesOf(400) as [Font];
  return { ascent: face.ascender / face.unitsPerEm, descent: -face.descender / face.unitsPerEm };
}

/** The face that draws `char`, or none: such a character is left out rather than drawn as a box. */
function faceFor(char: string, weight: FontWeight): Font | undefined {
  return facesOf(weight).find((face) => face.hasChar(char));
}

/** A tenth of a pixel; never '-0', and every number separated (opentype.js's own writer drops the sign of a tiny negative). */
const coordinate = (value: number) => String(Math.round(value * 10) / 10 || 0);

function pathData(commands: readonly PathCommand[]): string {
  return commands
    .map((command) => {
      switch (command.type) {
        case 'Z':
          return 'Z';
        case 'Q':
          return `Q${[command.x1, command.y1, command.x, command.y].map(coordinate).join(' ')}`;
        case 'C':
          return `C${[command.x1, command.y1, command.x2, command.y2, command.x, command.y].map(coordinate).join(' ')}`;
        default:
          return `${command.type}${coordinate(command.x)} ${coordinate(command.y)}`;
      }
    })
    .join('');
}

export interface TextOutline {
  /** SVG path data, the baseline at y = 0 and the text starting at x = 0. */
  d: string;
  width: number;
}

/** One line of text as outlines at `size` px, each glyph at its advance width. */
export function outlineText(text: string, size: number, weight: FontWeight): TextOutline {
  let x = 0;
  let d = '';
  for (const char of text) {
    const face = faceFor(char, weight);
    if (!face) continue;
    const glyph = face.charToGlyph(char);
    d += pathData(glyph.getPath(x, 0, size).commands);
    x += ((glyph.advanceWidth ?? 0) * size) / face.unitsPerEm;
  }
  return { d, width: x };
}

/** The characters of `text` no face draws. */
export function undrawableCharacters(text: string, weight: FontWeight = 400): string[] {
  return [...text].filter((char) => !faceFor(char, weight));
}
