// Turns any uploaded image into an upright one that fits a square of `maxSide` pixels: a JPEG for
// photos, a WebP where transparency must survive (organizer-web logos and icons).
import sharp from 'sharp';

export const PROFILE_PHOTO_MAX_SIDE = 800;

const uprightFit = (input: Buffer, maxSide: number) =>
  sharp(input, { failOn: 'error' }).rotate().resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });

export async function toUprightJpeg(input: Buffer, maxSide: number): Promise<Buffer> {
  return uprightFit(input, maxSide).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
}

export async function toUprightWebp(input: Buffer, maxSide: number): Promise<Buffer> {
  return uprightFit(input, maxSide).webp({ quality: 82 }).toBuffer();
}
