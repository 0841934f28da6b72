import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { toUprightJpeg, toUprightWebp } from '@lambdas/media/resize-image';

/** A landscape PNG whose EXIF says "rotate 90° clockwise to display". */
async function sidewaysPhoto(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#e8630a' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe('toUprightJpeg', () => {
  it('applies the EXIF orientation and fits the longest side into 800 px', async () => {
    const out = await toUprightJpeg(await sidewaysPhoto(1600, 1200), 800);
    const meta = await sharp(out).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([600, 800]);
    expect(meta.orientation ?? 1).toBe(1);
  });

  it('never enlarges a small photo', async () => {
    const small = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#fff' } }).png().toBuffer();
    const meta = await sharp(await toUprightJpeg(small, 800)).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([120, 90, 'jpeg']);
  });

  it('refuses bytes that are not an image', async () => {
    await expect(toUprightJpeg(Buffer.from('no soy una imagen'), 800)).rejects.toThrow();
  });
});

describe('toUprightWebp', () => {
  it('keeps the transparency of a logo and fits it into the square', async () => {
    const logo = await sharp({ create: { width: 3000, height: 1000, channels: 4, background: { r: 232, g: 99, b: 10, alpha: 0 } } }).png().toBuffer();
    const meta = await sharp(await toUprightWebp(logo, 2000)).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['webp', 2000, 667, true]);
  });

  it('turns a sideways photo upright', async () => {
    const meta = await sharp(await toUprightWebp(await sidewaysPhoto(1600, 1200), 800)).metadata();
    expect([meta.width, meta.height]).toEqual([600, 800]);
  });
});
