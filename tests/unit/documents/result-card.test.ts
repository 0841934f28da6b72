// The result card: a 1200 × 630 PNG whose text is outlines only, whatever the athlete's name holds.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderResultCard, resultCardSvg } from '@lambdas/documents/result-card';

const lines = { name: 'Ximena <b>"Núñez"</b>', event: 'Medio Maratón de la Ciudad', time: '01:23:45', places: ['Lugar 12 general', 'Lugar 3 en F 30-39'], detail: '21K · Número 123' };

describe('the result card', () => {
  it('draws no text as text, so no name reaches the SVG as markup', () => {
    const svg = resultCardSvg(lines);
    expect(svg).not.toContain('Ximena');
    expect(svg).not.toContain('<b>');
    expect(svg.match(/<path /g)).toHaveLength(6);
  });

  it('leaves the time out for an athlete without one', () => {
    expect(resultCardSvg({ ...lines, time: undefined, places: ['Sin tiempo oficial'] }).match(/<path /g)).toHaveLength(4);
  });

  it('is a PNG of 1200 × 630', async () => {
    const meta = await sharp(await renderResultCard(lines)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  });
});
