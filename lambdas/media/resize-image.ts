// Turns any uploaded photo into an upright JPEG that fits a square of `maxSide` pixels.
import sharp from 'sharp';

export const PROFILE_PHOTO_MAX_SIDE = 800;

export async function toUprightJpeg(input: Buffer, maxSide: number): Promise<Buffer> {
  return sharp(input, { failOn: 'error' })
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
}
