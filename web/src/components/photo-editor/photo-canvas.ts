// The photo editor's drawing: each edit makes a new canvas from the previous one, so the original
// stays untouched for undo, and the frame, the page's decorations and the logos are laid over the
// edited photo at the end.
import { newCanvas } from '@web/lib/canvas-files';
import { borderWidth, fitLongestSide, insideFrame, logoRect, rotatedSize, type LogoPlacement, type Rect, type Size } from './photo-geometry';

export type Frame = { kind: 'none' } | { kind: 'color'; color: string } | { kind: 'image'; image: HTMLImageElement };

/** What a page draws over the framed photo, inside the frame (`area`, in the photo's pixels): a reto's time, race bib or medal. */
export type Decoration = (context: CanvasRenderingContext2D, area: Rect) => void;

export interface PlacedLogo {
  image: HTMLImageElement;
  placement: LogoPlacement;
}

const imageSize = (image: HTMLImageElement): Size => ({
  width: image.naturalWidth || image.width,
  height: image.naturalHeight || image.height,
});

/** The photo as the editor works on it: at most 1500 px on its longest side. */
export function fittedCanvas(image: HTMLImageElement): HTMLCanvasElement {
  const size = fitLongestSide(imageSize(image));
  const { canvas, context } = newCanvas(size.width, size.height);
  context.drawImage(image, 0, 0, size.width, size.height);
  return canvas;
}

/** A quarter turn: 1 to the right (clockwise), -1 to the left. */
export function rotateCanvas(source: HTMLCanvasElement, direction: 1 | -1): HTMLCanvasElement {
  const size = rotatedSize(source, 1);
  const { canvas, context } = newCanvas(size.width, size.height);
  context.translate(size.width / 2, size.height / 2);
  context.rotate((direction * Math.PI) / 2);
  context.drawImage(source, -source.width / 2, -source.height / 2);
  return canvas;
}

export function cropCanvas(source: HTMLCanvasElement, rect: Rect): HTMLCanvasElement {
  const { canvas, context } = newCanvas(rect.width, rect.height);
  context.drawImage(source, rect.x, rect.y, rect.width, rect.height, 0, 0, rect.width, rect.height);
  return canvas;
}

function drawBorder(context: CanvasRenderingContext2D, size: Size, color: string): void {
  const border = borderWidth(size);
  context.fillStyle = color;
  context.fillRect(0, 0, size.width, border);
  context.fillRect(0, size.height - border, size.width, border);
  context.fillRect(0, 0, border, size.height);
  context.fillRect(size.width - border, 0, border, size.height);
}

/** The photo as it is downloaded: the edited photo, its frame, the decorations, then the event's logos. */
export function composePhoto(base: HTMLCanvasElement, frame: Frame, logos: PlacedLogo[], decorations: readonly Decoration[]): HTMLCanvasElement {
  const { canvas, context } = newCanvas(base.width, base.height);
  context.drawImage(base, 0, 0);
  if (frame.kind === 'color') drawBorder(context, base, frame.color);
  if (frame.kind === 'image') context.drawImage(frame.image, 0, 0, base.width, base.height);
  const area = insideFrame(base, frame.kind);
  for (const decorate of decorations) decorate(context, area);
  for (const logo of logos) {
    const place = logoRect(base, imageSize(logo.image), logo.placement);
    context.drawImage(logo.image, place.x, place.y, place.width, place.height);
  }
  return canvas;
}
