// The certificate image with a real sharp: the spec's canvas, JPEG and PDF, the design's colour,
// white panel and positions moving the ink, and Spanish accents drawn by the bundled font.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { undrawableCharacters } from '@lambdas/media/text-outlines';
import { layoutCertificate, type Box } from '@lambdas/retos/certificate/certificate-layout';
import { defaultDesignHeading } from '@lambdas/retos/certificate/default-design';
import { renderCertificate, type CertificateInput } from '@lambdas/retos/certificate/render-certificate';
import { certificateDesignOf, certificateLines, type CertificateDesign, type CertificateFacts } from '@shared/retos/certificate';
import { certificateFacts } from './certificate-facts';

const facts = certificateFacts();

const render = (changes: Partial<CertificateInput> = {}) => renderCertificate({ facts, design: {}, background: null, format: 'jpeg', ...changes });

const plainBackground = (colour: string, width = 1600, height = 1000) => sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();

interface Pixels {
  at(x: number, y: number): [number, number, number];
  width: number;
  height: number;
}

async function pixelsOf(image: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    at: (x, y) => {
      const i = (Math.round(y) * info.width + Math.round(x)) * info.channels;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    },
  };
}

function* pointsOf(pixels: Pixels, box: Box = { x: 0, y: 0, width: pixels.width, height: pixels.height }) {
  for (let y = Math.max(0, Math.floor(box.y)); y < Math.min(pixels.height, box.y + box.height); y += 1) {
    for (let x = Math.max(0, Math.floor(box.x)); x < Math.min(pixels.width, box.x + box.width); x += 1) yield [x, y] as const;
  }
}

/** The middle of the dark pixels: black text on the default design (its frame is orange, lighter). */
function inkCentre(pixels: Pixels): { x: number; y: number } {
  let sumX = 0;
  let sumY = 0;
  let count = 0;
  for (const [x, y] of pointsOf(pixels)) {
    const [r, g, b] = pixels.at(x, y);
    if (r + g + b < 200) {
      sumX += x;
      sumY += y;
      count += 1;
    }
  }
  expect(count).toBeGreaterThan(1000);
  return { x: sumX / count, y: sumY / count };
}

/** The default design's lines: its heading, then the certificate's. */
const defaultLayout = (design: Partial<CertificateDesign> = {}, text: CertificateFacts = facts) =>
  layoutCertificate([defaultDesignHeading, ...certificateLines(text)], certificateDesignOf(design));

// Each case draws whole certificates, slow on a busy 2-core machine.
describe('renderCertificate', { timeout: 30_000 }, () => {
  it("is a 1025 × 820 JPEG", async () => {
    const jpeg = await render();
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1025, 820]);
  });

  it('is a one-page PDF holding that JPEG when a PDF is asked for', async () => {
    const pdf = await render({ format: 'pdf' });
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(text).toMatch(/\/Width 1025/);
    expect(text).toMatch(/\/Height 820/);
    expect(text).toContain('/DCTDecode');
  });

  it("fills the canvas with the organizer's background, cropped to the canvas's shape", async () => {
    const pixels = await pixelsOf(await render({ background: await plainBackground('#c0392b', 3000, 1000) }));
    expect([pixels.width, pixels.height]).toEqual([1025, 820]);
    const [r, g, b] = pixels.at(5, 5);
    expect(r).toBeGreaterThan(170);
    expect(g + b).toBeLessThan(140);
  });

  it('draws the text in the font colour', async () => {
    const name = defaultLayout().lines[2]!.box;
    const reddish = (pixels: Pixels) => [...pointsOf(pixels, name)].filter(([x, y]) => {
      const [r, g, b] = pixels.at(x, y);
      return r > 180 && g < 90 && b < 90;
    }).length;
    expect(reddish(await pixelsOf(await render()))).toBe(0);
    expect(reddish(await pixelsOf(await render({ design: { certificateFontColor: '#ff0000' } })))).toBeGreaterThan(500);
  });

  it('puts a white panel behind the text when the design asks for it', async () => {
    const background = await plainBackground('#1d3557');
    const design = { certificateWhiteBack: true };
    const { panel } = layoutCertificate(certificateLines(facts), certificateDesignOf(design));
    // Inside the panel's padding: no glyph there, only the panel or the background.
    const probe = { x: panel.x + 12, y: panel.y + panel.height / 2 };
    const [r, g, b] = (await pixelsOf(await render({ background, design }))).at(probe.x, probe.y);
    expect(Math.min(r, g, b)).toBeGreaterThan(245);
    const [r0, g0, b0] = (await pixelsOf(await render({ background }))).at(probe.x, probe.y);
    expect(Math.max(r0, g0, b0)).toBeLessThan(100);
  });

  it('draws the accents and the ñ of a name: only those marks differ from the same name without them', async () => {
    const accented = await pixelsOf(await render());
    const plain = await pixelsOf(await render({ facts: { ...facts, athleteName: 'Nandu Perez' } }));
    const name = defaultLayout().lines[2]!;
    const differing = [...pointsOf(accented)].filter(([x, y]) => {
      const a = accented.at(x, y);
      const p = plain.at(x, y);
      return Math.abs(a[0] - p[0]) + Math.abs(a[1] - p[1]) + Math.abs(a[2] - p[2]) > 60;
    });
    expect(differing.length).toBeGreaterThan(100);
    // Nothing outside the name's line changes…
    for (const [x, y] of differing) {
      expect(x).toBeGreaterThanOrEqual(name.box.x - 2);
      expect(x).toBeLessThanOrEqual(name.box.x + name.box.width + 2);
      expect(y).toBeGreaterThanOrEqual(name.box.y - 2);
      expect(y).toBeLessThanOrEqual(name.box.y + name.box.height + 2);
    }
    // …and the tilde stands above the capital N (cap height: 0.714 of the 58 px size).
    const capTop = name.baseline - 0.714 * 58;
    expect(differing.some(([x, y]) => y < capTop - 2 && x < name.box.x + 45)).toBe(true);
  });

  it('moves the ink with the horizontal and vertical positions', async () => {
    const left = inkCentre(await pixelsOf(await render({ design: { certificatePosition: 0 } })));
    const right = inkCentre(await pixelsOf(await render({ design: { certificatePosition: 2 } })));
    expect(left.x).toBeLessThan(1025 / 2 - 100);
    expect(right.x).toBeGreaterThan(1025 / 2 + 100);
    const top = inkCentre(await pixelsOf(await render({ design: { certificatePositionVertical: 0 } })));
    const bottom = inkCentre(await pixelsOf(await render({ design: { certificatePositionVertical: 2 } })));
    expect(bottom.y - top.y).toBeGreaterThan(200);
  });
});

describe('layoutCertificate', () => {
  it('keeps a very long name inside the canvas by shrinking its line', () => {
    const { lines } = defaultLayout({ certificatePosition: 0.7 }, { ...facts, athleteName: 'María Guadalupe '.repeat(8) });
    for (const { box } of lines) {
      expect(box.x).toBeGreaterThanOrEqual(48);
      expect(box.x + box.width).toBeLessThanOrEqual(1025 - 48 + 0.01);
    }
    expect(lines[2]!.scale).toBeLessThan(0.5);
  });
});

describe('the bundled font', () => {
  it("draws Spanish's accented letters, ñ and opening marks, and names from Latin Extended", () => {
    expect(undrawableCharacters('ÁÉÍÓÚÜÑáéíóúüñ¿¡ ŁłŘřŞş')).toEqual([]);
    expect(undrawableCharacters('ÁÉÍÓÚÜÑáéíóúüñ', 700)).toEqual([]);
  });

  it('leaves out what it cannot draw instead of drawing an empty box', () => {
    expect(undrawableCharacters('Ana 🏃')).toEqual(['🏃']);
  });
});
