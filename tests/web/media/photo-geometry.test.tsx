import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CROP_RATIOS,
  cropRectangle,
  DEFAULT_LOGO_PLACEMENT,
  fitLongestSide,
  logoRect,
  moveRect,
  orientationOf,
  previewSize,
  rotatedSize,
} from '@web/components/photo-editor/photo-geometry';

const size = fc.record({ width: fc.integer({ min: 1, max: 8000 }), height: fc.integer({ min: 1, max: 8000 }) });

describe('fitLongestSide', () => {
  it.each([
    [{ width: 3000, height: 2000 }, { width: 1500, height: 1000 }],
    [{ width: 2000, height: 4000 }, { width: 750, height: 1500 }],
    [{ width: 1500, height: 1500 }, { width: 1500, height: 1500 }],
    [{ width: 800, height: 600 }, { width: 800, height: 600 }],
  ])('fits %o into 1500 px as %o', (photo, fitted) => {
    expect(fitLongestSide(photo)).toEqual(fitted);
  });

  it('never exceeds 1500 px and never enlarges', () => {
    fc.assert(
      fc.property(size, (photo) => {
        const fitted = fitLongestSide(photo);
        expect(Math.max(fitted.width, fitted.height)).toBeLessThanOrEqual(1500);
        expect(fitted.width).toBeLessThanOrEqual(photo.width);
        expect(fitted.height).toBeLessThanOrEqual(photo.height);
      }),
    );
  });
});

describe('previewSize', () => {
  it.each([
    [{ width: 1500, height: 1000 }, 2000, { width: 750, height: 500 }],
    [{ width: 1500, height: 1000 }, 300, { width: 300, height: 200 }],
    [{ width: 400, height: 300 }, 2000, { width: 400, height: 300 }],
  ])('shows %o at most 500 px high within %i px as %o', (photo, available, shown) => {
    expect(previewSize(photo, available)).toEqual(shown);
  });
});

describe('cropRectangle', () => {
  it.each([
    ['16:9 of a landscape photo uses the full width', { width: 1500, height: 1000 }, CROP_RATIOS.landscape, { x: 0, y: 78, width: 1500, height: 844 }],
    ['16:9 of a panorama uses the full height', { width: 1500, height: 500 }, CROP_RATIOS.landscape, { x: 305, y: 0, width: 889, height: 500 }],
    ['2:3 of a landscape photo uses the full height', { width: 1500, height: 1000 }, CROP_RATIOS.portrait, { x: 416, y: 0, width: 667, height: 1000 }],
    ['1:1 of a portrait photo uses the full width', { width: 1000, height: 1500 }, CROP_RATIOS.square, { x: 0, y: 250, width: 1000, height: 1000 }],
  ])('%s', (_case, photo, ratio, rect) => {
    expect(cropRectangle(photo, ratio)).toEqual(rect);
  });

  it('stays inside the photo and keeps the ratio within a pixel', () => {
    fc.assert(
      fc.property(size, fc.constantFrom(...Object.values(CROP_RATIOS)), (photo, ratio) => {
        const rect = cropRectangle(photo, ratio);
        expect(rect.x).toBeGreaterThanOrEqual(0);
        expect(rect.y).toBeGreaterThanOrEqual(0);
        expect(rect.x + rect.width).toBeLessThanOrEqual(photo.width);
        expect(rect.y + rect.height).toBeLessThanOrEqual(photo.height);
        expect(rect.width === photo.width || rect.height === photo.height).toBe(true);
        expect(Math.abs(rect.width - rect.height * ratio)).toBeLessThanOrEqual(Math.max(1, ratio));
      }),
    );
  });
});

describe('moveRect', () => {
  const bounds = { width: 1500, height: 1000 };
  const rect = { x: 417, y: 0, width: 667, height: 1000 };

  it.each([
    ['moves by the drag', 100, 0, { ...rect, x: 517 }],
    ['stops at the left edge', -1000, 0, { ...rect, x: 0 }],
    ['stops at the right edge', 1000, 0, { ...rect, x: 833 }],
    ['cannot move a full-height rectangle up or down', 0, 50, rect],
  ])('%s', (_case, dx, dy, moved) => {
    expect(moveRect(rect, dx, dy, bounds)).toEqual(moved);
  });
});

describe('rotatedSize', () => {
  it.each([
    [1, { width: 1000, height: 1500 }],
    [-1, { width: 1000, height: 1500 }],
    [2, { width: 1500, height: 1000 }],
    [0, { width: 1500, height: 1000 }],
  ])('turns a 1500 × 1000 photo by %i quarter turns into %o', (turns, rotated) => {
    expect(rotatedSize({ width: 1500, height: 1000 }, turns)).toEqual(rotated);
  });
});

describe('orientationOf', () => {
  it.each([
    [{ width: 1500, height: 1000 }, 'horizontal'],
    [{ width: 1000, height: 1500 }, 'vertical'],
    [{ width: 900, height: 900 }, 'cuadrado'],
  ])('calls %o %s', (photo, orientation) => {
    expect(orientationOf(photo)).toBe(orientation);
  });
});

describe('logoRect', () => {
  const photo = { width: 1500, height: 1000 };
  const logo = { width: 400, height: 200 };

  it('puts the default logo bottom right, a quarter of the width wide, 15 px from the edges', () => {
    expect(logoRect(photo, logo, DEFAULT_LOGO_PLACEMENT)).toEqual({ x: 1110, y: 797, width: 375, height: 188 });
  });

  it.each([
    [1, { x: 20, y: 20 }],
    [2, { x: 1180, y: 20 }],
    [3, { x: 20, y: 830 }],
    [4, { x: 1180, y: 830 }],
  ])('puts a logo of position %i in its corner', (posicion, corner) => {
    expect(logoRect(photo, logo, { posicion, anchoLogo: 0.2, margen: 20 })).toEqual({ ...corner, width: 300, height: 150 });
  });
});
