// The mails a reto payment owes its athlete (docs/retos.md, Paying a priced reto): the receipt, owed
// in the transaction that activates the registration, and the OXXO voucher with its reference, owed
// in the write that records it; both in the one outbox (lambdas/mail/), sent right after.
import type { OxxoVoucher } from '@shared/registration/registration-api';
import { retoPaymentMailTexts as texts, type RetoMailFacts } from '@shared/retos/reto-receipt-texts';
import { escapeHtml } from '@lambdas/core/escape-html';
import type { RetoParticipantItem } from '@lambdas/data/reto-participant-entity';
import type { VirtualEventItem } from '@lambdas/data/virtual-event-entity';
import { firstDueAt } from '@lambdas/mail/outbox';
import type { OwedMail } from '@lambdas/mail/outbox-repository';

type Athlete = Pick<RetoParticipantItem, 'userID' | 'athleteName' | 'athleteEmail'>;
type Reto = Pick<VirtualEventItem, 'eventId' | 'eventName'>;

function render(subject: string, lines: string[]): Pick<OwedMail, 'subject' | 'html' | 'text'> {
  const html = `<!doctype html>
<html lang="es-MX"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#222">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
</body></html>`;
  return { subject, html, text: lines.join('\n\n') };
}

const factsOf = (reto: Reto, athlete: Athlete): RetoMailFacts => ({ athleteName: athlete.athleteName, eventName: reto.eventName, eventId: reto.eventId });

/** The receipt of the order that paid the registration; one per order. */
export function retoReceiptMail(reto: Reto, athlete: Athlete, paid: { ordenPago: string; monto: number; at: Date }): OwedMail {
  const facts = factsOf(reto, athlete);
  const lines = [texts.greeting(athlete.athleteName), texts.receipt(facts, paid.monto), texts.receiptOrder(paid.ordenPago, paid.at.toISOString()), texts.footer];
  return {
    mailId: `reto-recibo:${reto.eventId}:${athlete.userID}:${paid.ordenPago}`,
    kind: 'reto-payment',
    to: athlete.athleteEmail,
    ...render(texts.receiptSubject(reto.eventName), lines),
    dueAt: firstDueAt(paid.at),
  };
}

/** The voucher to pay at the store; one per reference. */
export function retoVoucherMail(reto: Reto, athlete: Athlete, ficha: OxxoVoucher, now: Date): OwedMail {
  const facts = factsOf(reto, athlete);
  const lines = [texts.greeting(athlete.athleteName), texts.voucher(facts, ficha.monto), texts.voucherReference(ficha.referencia), texts.voucherExpires(ficha.expiraEn), texts.voucherHowTo, texts.footer];
  return {
    mailId: `reto-ficha:${reto.eventId}:${athlete.userID}:${ficha.referencia}`,
    kind: 'reto-payment',
    to: athlete.athleteEmail,
    ...render(texts.voucherSubject(reto.eventName), lines),
    dueAt: firstDueAt(now),
  };
}
