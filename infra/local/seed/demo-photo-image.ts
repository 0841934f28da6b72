// A placeholder race photo for the demo: an arch reading 'META' (or 'SALIDA') and the runner's bib over a
// coloured background, drawn as SVG and encoded by sharp, so the photo carousel and editor have
// real JPEGs of both orientations to show.
import sharp from 'sharp';

export interface PhotoScene {
  bib: string;
  /** The modality's code, printed on the bib as on a real one ('21K'). */
  modalidad: string;
  caption: string;
  /** What the arch reads: 'META' unless told. */
  arch?: string;
  orientation: 'landscape' | 'portrait';
  /** Varies the background from photo to photo. */
  hue: number;
}

const sizes = { landscape: { width: 1200, height: 800 }, portrait: { width: 800, height: 1200 } };
const FONT = 'DejaVu Sans, Arial, sans-serif';

const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

function sceneSvg(scene: PhotoScene): string {
  const { width, height } = sizes[scene.orientation];
  const unit = Math.min(width, height) / 100;
  const bibWidth = 44 * unit;
  const bibHeight = 30 * unit;
  const bibX = (width - bibWidth) / 2;
  const bibY = height * 0.45;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${scene.hue}, 60%, 62%)"/>
      <stop offset="1" stop-color="hsl(${(scene.hue + 40) % 360}, 45%, 28%)"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <rect x="${6 * unit}" y="${8 * unit}" width="${5 * unit}" height="${height}" fill="#1f2937"/>
  <rect x="${width - 11 * unit}" y="${8 * unit}" width="${5 * unit}" height="${height}" fill="#1f2937"/>
  <rect x="${4 * unit}" y="${6 * unit}" width="${width - 8 * unit}" height="${16 * unit}" rx="${2 * unit}" fill="#e8630a"/>
  <text x="50%" y="${18 * unit}" font-family="${FONT}" font-size="${12 * unit}" font-weight="bold" fill="#fff" text-anchor="middle">${escapeXml(scene.arch ?? 'META')}</text>
  <rect x="${bibX}" y="${bibY}" width="${bibWidth}" height="${bibHeight}" rx="${2 * unit}" fill="#fff" stroke="#111" stroke-width="${0.6 * unit}"/>
  <text x="50%" y="${bibY + 7 * unit}" font-family="${FONT}" font-size="${5 * unit}" fill="#e8630a" text-anchor="middle">${escapeXml(scene.modalidad)}</text>
  <text x="50%" y="${bibY + 24 * unit}" font-family="${FONT}" font-size="${17 * unit}" font-weight="bold" fill="#111" text-anchor="middle">${escapeXml(scene.bib)}</text>
  <rect y="${height - 12 * unit}" width="100%" height="${12 * unit}" fill="rgba(0,0,0,0.55)"/>
  <text x="50%" y="${height - 4.5 * unit}" font-family="${FONT}" font-size="${4 * unit}" fill="#fff" text-anchor="middle">${escapeXml(scene.caption)}</text>
</svg>`;
}

export function renderPhoto(scene: PhotoScene): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(scene))).jpeg({ quality: 80 }).toBuffer();
}
