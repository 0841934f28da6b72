// The printable liability waiver (docs/registration.md §1, §5, §9): letter size, the adult text or, for a registrant
// under 18 on race day, the parent's or tutor's; the registrant's data, signature lines and the QR
// of the confirmation link.
import { jsPDF } from 'jspdf';
import { waiverTexts, type WaiverData } from '@shared/registration/confirmation-texts';
import type { RegistrantConfirmation } from '@shared/registration/registration-api';
import { downloadBlob } from '@web/lib/canvas-files';
import { eventDate } from '@web/lib/event-date';
import { fullName } from '@shared/registration/registrant-name';
import { dateInWords } from './confirmation-format';
import { QR_QUIET_ZONE, qrSymbol } from '@web/lib/qr-code';

/** In points: a US letter page with three-quarter-inch margins. */
const PAGE = { width: 612, height: 792, margin: 54 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const QR_SIDE = 96;
const BODY = { size: 10, line: 13, gap: 7 } as const;

function waiverData(confirmation: RegistrantConfirmation): WaiverData {
  const { event } = confirmation;
  return {
    evento: event.nombreEvento,
    fecha: eventDate(event.fechaEvento),
    lugar: `${event.lugarEvento}, ${event.ciudadEvento}`,
    participante: fullName(confirmation.datos),
    fechaNacimiento: dateInWords(confirmation.datos.fechaNacimiento),
    modalidad: confirmation.modalidad.descripcionModalidad,
    categoria: confirmation.categoria.nombreCategoria,
    folio: confirmation.numero,
  };
}

function drawQr(doc: jsPDF, url: string, left: number, top: number): void {
  const symbol = qrSymbol(url);
  const cell = QR_SIDE / (symbol.size + 2 * QR_QUIET_ZONE);
  for (const [column, row] of symbol.dark) {
    doc.rect(left + (column + QR_QUIET_ZONE) * cell, top + (row + QR_QUIET_ZONE) * cell, cell, cell, 'F');
  }
}

/** Label: value lines beside the QR; answers where the next block starts. */
function drawData(doc: jsPDF, data: WaiverData, top: number): number {
  let y = top;
  for (const [key, label] of Object.entries(waiverTexts.dataLabels) as [keyof WaiverData, string][]) {
    const value = key === 'folio' ? String(data.folio ?? waiverTexts.folioPending) : data[key];
    doc.setFont('helvetica', 'bold').text(`${label}:`, PAGE.margin, y);
    doc.setFont('helvetica', 'normal').text(String(value), PAGE.margin + 110, y, { maxWidth: CONTENT_WIDTH - QR_SIDE - 120 });
    y += BODY.line;
  }
  return Math.max(y, top + QR_SIDE) + BODY.gap;
}

function drawParagraphs(doc: jsPDF, paragraphs: string[], top: number): number {
  let y = top;
  doc.setFont('helvetica', 'normal').setFontSize(BODY.size);
  for (const paragraph of paragraphs) {
    const lines = doc.splitTextToSize(paragraph, CONTENT_WIDTH) as string[];
    doc.text(lines, PAGE.margin, y);
    y += lines.length * BODY.line + BODY.gap;
  }
  return y;
}

/** Two signature lines per row, each with its caption underneath. */
function drawSignatures(doc: jsPDF, captions: readonly string[], top: number): void {
  const width = (CONTENT_WIDTH - 36) / 2;
  captions.forEach((caption, index) => {
    const left = PAGE.margin + (index % 2) * (width + 36);
    const y = top + 36 + Math.floor(index / 2) * 52;
    doc.line(left, y, left + width, y);
    doc.text(caption, left + width / 2, y + 12, { align: 'center' });
  });
}

function waiverPdf(confirmation: RegistrantConfirmation, pageUrl: string): jsPDF {
  const data = waiverData(confirmation);
  const minor = confirmation.menor;
  const doc = new jsPDF({ unit: 'pt', format: 'letter' });
  let y: number = PAGE.margin;
  doc.setFont('helvetica', 'bold').setFontSize(14);
  doc.text(minor ? waiverTexts.minorTitle : waiverTexts.adultTitle, PAGE.width / 2, y, { align: 'center' });
  y += 18;
  if (minor) {
    doc.setFont('helvetica', 'normal').setFontSize(11).text(waiverTexts.minorSubtitle, PAGE.width / 2, y, { align: 'center' });
    y += 16;
  }
  drawQr(doc, pageUrl, PAGE.width - PAGE.margin - QR_SIDE, y - 4);
  doc.setFontSize(BODY.size);
  y = drawData(doc, data, y + 8);
  y = drawParagraphs(doc, minor ? waiverTexts.minor(data) : waiverTexts.adult(data), y + BODY.gap);
  drawSignatures(doc, minor ? waiverTexts.minorSignatures : waiverTexts.adultSignatures, y);
  doc.setFontSize(8).text(`${waiverTexts.qrCaption} ${pageUrl}`, PAGE.margin, PAGE.height - PAGE.margin / 2, { maxWidth: CONTENT_WIDTH });
  return doc;
}

export function downloadWaiver(confirmation: RegistrantConfirmation, pageUrl: string): void {
  const pdf = waiverPdf(confirmation, pageUrl).output('blob');
  downloadBlob(pdf, waiverTexts.fileName(confirmation.event.nombreEvento, fullName(confirmation.datos)));
}
