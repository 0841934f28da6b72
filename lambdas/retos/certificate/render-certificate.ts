// Draws a reto certificate (docs/retos.md §3, §9): 1025 × 820, the organizer's background (cropped to fill)
// or the default design, the text placed and coloured as the design says, as a JPEG or a PDF page.
// Pure: bytes in, bytes out, no AWS.
import sharp, { type Sharp } from 'sharp';
import {
  CERTIFICATE_HEIGHT,
  CERTIFICATE_WIDTH,
  certificateDesignSchema,
  certificateLines,
  type CertificateDesign,
  type CertificateFacts,
  type CertificateFormat,
  type CertificateLine,
} from '@shared/retos/certificate';
import { layoutCertificate, layoutSvg } from './certificate-layout';
import { pdfOfCertificate } from './certificate-pdf';
import { defaultDesignHeading, defaultDesignSvg } from './default-design';

export interface CertificateInput {
  facts: CertificateFacts;
  design: Partial<CertificateDesign>;
  /** The organizer's background, in any format sharp reads; null draws the default design. */
  background: Buffer | null;
  format: CertificateFormat;
}

/** Composed forms of accents (a decomposed 'é' is two characters), no control characters. */
const printable = (text: string) => text.normalize('NFC').replace(/\p{C}/gu, '').trim();

function linesOf(input: CertificateInput): CertificateLine[] {
  const lines = certificateLines(input.facts).map((line) => ({ ...line, text: printable(line.text) }));
  return input.background ? lines : [defaultDesignHeading, ...lines];
}

function canvas(background: Buffer | null): Sharp {
  if (!background) return sharp(Buffer.from(defaultDesignSvg));
  return sharp(background).rotate().resize(CERTIFICATE_WIDTH, CERTIFICATE_HEIGHT, { fit: 'cover' }).flatten({ background: '#ffffff' });
}

export async function renderCertificate(input: CertificateInput): Promise<Buffer> {
  const design = certificateDesignSchema.parse(input.design);
  const overlay = layoutSvg(layoutCertificate(linesOf(input), design), design);
  const jpeg = await canvas(input.background)
    .composite([{ input: Buffer.from(overlay), top: 0, left: 0 }])
    // Full-resolution colour keeps coloured text sharp.
    .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
    .toBuffer();
  return input.format === 'pdf' ? pdfOfCertificate(jpeg) : jpeg;
}
