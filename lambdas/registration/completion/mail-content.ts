// The registration mails' subject, HTML and text (docs/registration.md §3 Mail registry entry):
// the event with its date, time and place, athlete, modality, branch, category, folio, how a desk
// registration was paid, the order, the OXXO voucher and the link back.
import { mailTexts, type MailType } from '@shared/registration/mail-texts';
import { moneyText } from '@shared/registration/money-text';
import { LINE_CODES, type Order } from '@shared/registration/order-total';
import type { OxxoVoucher } from '@shared/registration/registration-api';
import type { EventSummary } from '@shared/results/event-schemas';
import type { Rama } from '@shared/results/ramas';
import { resultRamaLabels } from '@shared/results/results-texts';
import { escapeHtml } from '@lambdas/core/escape-html';
import { eventStartText, instantText } from './mail-dates';

export interface MailInput {
  tipoCorreo: MailType;
  event: Pick<EventSummary, 'nombreEvento' | 'fechaEvento' | 'horaEvento' | 'zonaHoraria' | 'lugarEvento' | 'ciudadEvento' | 'paisEvento'>;
  athlete: {
    nombres: string;
    nombreCompleto: string;
    descripcionModalidad: string;
    rama: Rama;
    nombreCategoria: string;
    numero?: number;
    order: Order;
    voucher?: OxxoVoucher;
  };
  /** The registrant's confirmation page. */
  link: string;
}

interface MailContent {
  subject: string;
  html: string;
  text: string;
}

type Row = readonly [label: string, value: string];

function detailRows(input: MailInput): Row[] {
  const { event, athlete } = input;
  return [
    [mailTexts.event, event.nombreEvento],
    [mailTexts.eventDate, eventStartText(event)],
    [mailTexts.place, [event.lugarEvento, event.ciudadEvento, event.paisEvento].filter(Boolean).join(', ')],
    [mailTexts.athlete, athlete.nombreCompleto],
    [mailTexts.modality, athlete.descripcionModalidad],
    [mailTexts.rama, resultRamaLabels[athlete.rama]],
    [mailTexts.category, athlete.nombreCategoria],
    ...(athlete.numero === undefined ? [] : [[mailTexts.folio, String(athlete.numero)] as const]),
    ...deskRows(input),
  ];
}

/** A point-of-sale registration says it was paid in cash there; one with an enrollment code names the code. */
function deskRows({ tipoCorreo, athlete }: MailInput): Row[] {
  if (tipoCorreo === 2) return [[mailTexts.payment, mailTexts.paidAtDesk]];
  const code = athlete.order.lines.find((line) => line.code === LINE_CODES.discount)?.extraData?.codigoDescuento;
  return tipoCorreo === 3 && code ? [[mailTexts.enrollmentCode, code]] : [];
}

/** A cancelled registration will get no folio: only the others say it is still to come. */
const folioNotes = ({ tipoCorreo, athlete }: MailInput): string[] =>
  athlete.numero === undefined && tipoCorreo !== 6 ? [mailTexts.folioPending, mailTexts.folioPendingDetail] : [];

/** Each line with its description (the category, a product's form values) as the order summary shows it. */
function orderRows(order: Order): Row[] {
  const lines = order.lines.map((line): Row => {
    const concept = line.description ? `${line.name} (${line.description})` : line.name;
    return [`${concept} × ${line.quantity}`, moneyText(line.quantity * line.unit_price, order.moneda)];
  });
  const inPesos: Row[] = order.moneda === 'MXN' ? [] : [[mailTexts.totalInPesos, moneyText(order.totalPesos, 'MXN')]];
  return [...lines, [mailTexts.total, moneyText(order.total, order.moneda)], ...inPesos];
}

function voucherRows(voucher: OxxoVoucher, zonaHoraria: string): Row[] {
  return [
    [mailTexts.reference, voucher.referencia],
    [mailTexts.amountToPay, moneyText(voucher.monto, 'MXN')],
    [mailTexts.expires, instantText(new Date(voucher.expiraEn), zonaHoraria)],
  ];
}

interface Section {
  title?: string;
  rows: Row[];
  /** Paragraphs after the rows. */
  notes: string[];
}

function sectionsOf(input: MailInput): Section[] {
  const { tipoCorreo, athlete, event } = input;
  const sections: Section[] = [{ rows: detailRows(input), notes: folioNotes(input) }];
  if (tipoCorreo !== 6) sections.push({ title: mailTexts.orderTitle, rows: orderRows(athlete.order), notes: [] });
  if (tipoCorreo === 5 && athlete.voucher) {
    sections.push({ title: mailTexts.voucherTitle, rows: voucherRows(athlete.voucher, event.zonaHoraria), notes: [mailTexts.voucherInstructions] });
  }
  return sections;
}

function htmlOf(input: MailInput, subject: string, sections: Section[]): string {
  const table = (rows: Row[]) =>
    `<table cellpadding="4" style="border-collapse:collapse">${rows
      .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
      .join('')}</table>`;
  const body = sections
    .map(({ title, rows, notes }) => `${title ? `<h2>${escapeHtml(title)}</h2>` : ''}${table(rows)}${notes.map((note) => `<p>${escapeHtml(note)}</p>`).join('')}`)
    .join('\n');
  return `<!doctype html>
<html lang="es-MX"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#222">
<p>${escapeHtml(mailTexts.greeting(input.athlete.nombres))}</p>
<p>${escapeHtml(mailTexts.intro[input.tipoCorreo])}</p>
${body}
<p><a href="${escapeHtml(input.link)}">${escapeHtml(mailTexts.link)}</a></p>
<p style="color:#666">${escapeHtml(mailTexts.footer)}</p>
</body></html>`;
}

function textOf(input: MailInput, sections: Section[]): string {
  const blocks = sections.map(({ title, rows, notes }) => [...(title ? [title] : []), ...rows.map(([label, value]) => `${label}: ${value}`), ...notes].join('\n'));
  return [mailTexts.greeting(input.athlete.nombres), mailTexts.intro[input.tipoCorreo], ...blocks, `${mailTexts.link}: ${input.link}`, mailTexts.footer].join('\n\n');
}

export function renderMail(input: MailInput): MailContent {
  const subject = mailTexts.subject[input.tipoCorreo](input.event.nombreEvento);
  const sections = sectionsOf(input);
  return { subject, html: htmlOf(input, subject, sections), text: textOf(input, sections) };
}
