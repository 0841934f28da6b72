// The photo editor's arithmetic (docs/results.md §4, §5, §9), kept apart from the canvas so it can
// be tested on plain numbers: fitting, crop rectangles, rotation and logo placement.
export interface Size {
  width: number;
  height: number;
}

export interface Rect extends Size {
  x: number;
  y: number;
}

/** The edited photo never exceeds this on its longest side. */
const MAX_CANVAS_SIDE = 1500;
const MAX_PREVIEW_HEIGHT = 500;

/** Crop aspect ratios, width over height. */
export const CROP_RATIOS = { landscape: 16 / 9, portrait: 2 / 3, square: 1 } as const;
export type CropShape = keyof typeof CROP_RATIOS;

/** Scales down, never up, so that neither side exceeds its limit. */
function scaleWithin(size: Size, maxWidth: number, maxHeight: number): Size {
  const scale = Math.min(1, maxWidth / size.width, maxHeight / size.height);
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}

export function fitLongestSide(size: Size, max = MAX_CANVAS_SIDE): Size {
  return scaleWithin(size, max, max);
}

/** The on-screen size: at most 500 px high and no wider than the space there is. */
export function previewSize(size: Size, availableWidth: number, maxHeight = MAX_PREVIEW_HEIGHT): Size {
  return scaleWithin(size, availableWidth, maxHeight);
}

/** The largest rectangle of the ratio that fits in the image, centred. */
export function cropRectangle(size: Size, ratio: number): Rect {
  let width = size.width;
  let height = Math.round(width / ratio);
  if (height > size.height) {
    height = size.height;
    width = Math.min(size.width, Math.round(height * ratio));
  }
  return { x: Math.floor((size.width - width) / 2), y: Math.floor((size.height - height) / 2), width, height };
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The crop rectangle dragged by (dx, dy), kept inside the image. */
export function moveRect(rect: Rect, dx: number, dy: number, bounds: Size): Rect {
  return {
    ...rect,
    x: clamp(Math.round(rect.x + dx), 0, bounds.width - rect.width),
    y: clamp(Math.round(rect.y + dy), 0, bounds.height - rect.height),
  };
}

/** Size after turning by quarter turns (negative: to the left). */
export function rotatedSize(size: Size, quarterTurns: number): Size {
  return quarterTurns % 2 === 0 ? { ...size } : { width: size.height, height: size.width };
}

export type PhotoOrientation = 'horizontal' | 'vertical' | 'cuadrado';

/** Which frames (marcos) suit the photo: the frame's `tipo` is drawn for one orientation. */
export function orientationOf(size: Size): PhotoOrientation {
  if (size.width === size.height) return 'cuadrado';
  return size.width > size.height ? 'horizontal' : 'vertical';
}

/** The plain white and black frames: a border 4% of the shorter side. */
export function borderWidth(size: Size): number {
  return Math.max(1, Math.round(Math.min(size.width, size.height) * 0.04));
}

/** A frame image's border is not known: its drawing is assumed to keep to this share of the shorter side. */
const IMAGE_FRAME_SHARE = 0.08;

/** The part of the photo inside its frame, where decorations are drawn so the frame stays whole. */
export function insideFrame(size: Size, frame: 'none' | 'color' | 'image'): Rect {
  const inset = frame === 'none' ? 0 : frame === 'color' ? borderWidth(size) : Math.round(Math.min(size.width, size.height) * IMAGE_FRAME_SHARE);
  return { x: inset, y: inset, width: size.width - 2 * inset, height: size.height - 2 * inset };
}

export interface LogoPlacement {
  /** 1 top left, 2 top right, 3 bottom left, 4 bottom right. */
  posicion: number;
  /** The logo's width as a share of the photo's width. */
  anchoLogo: number;
  /** Pixels between the logo and the photo's edges. */
  margen: number;
}

export const DEFAULT_LOGO_PLACEMENT: LogoPlacement = { posicion: 4, anchoLogo: 0.25, margen: 15 };

export function logoRect(photo: Size, logo: Size, placement: LogoPlacement): Rect {
  const width = Math.round(photo.width * placement.anchoLogo);
  const height = Math.round((width * logo.height) / logo.width);
  const left = placement.posicion === 1 || placement.posicion === 3;
  const top = placement.posicion === 1 || placement.posicion === 2;
  return {
    x: left ? placement.margen : photo.width - width - placement.margen,
    y: top ? placement.margen : photo.height - height - placement.margen,
    width,
    height,
  };
}
