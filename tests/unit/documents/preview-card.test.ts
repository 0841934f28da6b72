// The preview card: a 1200 × 630 PNG whose text is outlines only, whatever the athlete's name holds.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { previewCardSvg, renderPreviewCard } from '@lambdas/documents/preview-card';

const card = { heading: 'Medio Maratón de la Ciudad', title: 'Ximena <b>"Núñez"</b>', time: '01:23:45', lines: ['Lugar 12 general', 'Lugar 3 en F 30-39'], footer: '21K · Número 123' };

describe('the preview card', () => {
  it('draws no text as text, so no name reaches the SVG as markup', () => {
    const svg = previewCardSvg(card);
    expect(svg).not.toContain('Ximena');
    expect(svg).not.toContain('<b>');
    expect(svg.match(/<path /g)).toHaveLength(6);
  });

  it('leaves the time out for an event or an athlete without one', () => {
    expect(previewCardSvg({ ...card, time: undefined, lines: ['Sin tiempo oficial'] }).match(/<path /g)).toHaveLength(4);
  });

  it('is a PNG of 1200 × 630', async () => {
    const meta = await sharp(await renderPreviewCard(card)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  });
});
