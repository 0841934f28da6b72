// A certificate as a PDF: one page the canvas's size holding the JPEG as it is (no re-encoding),
// with the same jsPDF the browser's waiver PDF uses.
import { jsPDF } from 'jspdf';
import { CERTIFICATE_HEIGHT, CERTIFICATE_WIDTH } from '@shared/retos/certificate';

/** A CSS pixel is 3/4 of a PDF point: the page prints as the image shows on screen. */
const POINTS_PER_PIXEL = 0.75;

export function pdfOfCertificate(jpeg: Buffer): Buffer {
  const width = CERTIFICATE_WIDTH * POINTS_PER_PIXEL;
  const height = CERTIFICATE_HEIGHT * POINTS_PER_PIXEL;
  const doc = new jsPDF({ unit: 'pt', format: [width, height], orientation: 'landscape', compress: true });
  doc.setProperties({ title: 'Certificado' });
  doc.addImage(new Uint8Array(jpeg), 'JPEG', 0, 0, width, height);
  return Buffer.from(doc.output('arraybuffer'));
}
