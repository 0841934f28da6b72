// The payment simulator's test cards and the tokens the browser gets for cards: a token remembers
// only what a charge needs (never the number or the code) and pays once.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { cardBrand, cardDigits, checkCard } from '@shared/payments/card-checks';
import { cardCheckMessage, paymentTexts } from '@shared/payments/payment-texts';

interface TestCard {
  number: string;
  /** What the simulator answers a charge with it; any other valid card is approved. */
  outcome: string;
  declineMessage?: string;
}

export const testCards: readonly TestCard[] = [
  { number: '4242 4242 4242 4242', outcome: 'Aprobada' },
  { number: '4000 0000 0000 0002', outcome: 'Declinada', declineMessage: paymentTexts.cardDeclined },
  { number: '4000 0000 0000 9995', outcome: 'Fondos insuficientes', declineMessage: paymentTexts.insufficientFunds },
];

interface TokenizedCard {
  brand: string;
  last4: string;
  name: string;
  declineMessage?: string;
}

/** Conekta.js's token request; its numbers may come as text. */
const tokenRequestSchema = z.object({
  card: z.object({
    number: z.coerce.string().default(''),
    name: z.coerce.string().default(''),
    exp_month: z.coerce.number().default(0),
    exp_year: z.coerce.number().default(0),
    cvc: z.coerce.string().default(''),
  }),
});

type Tokenized = { ok: true; id: string } | { ok: false; message: string };

export function createTokenVault(now: () => Date) {
  const tokens = new Map<string, TokenizedCard>();
  return {
    tokenize(body: unknown): Tokenized {
      const parsed = tokenRequestSchema.safeParse(body);
      if (!parsed.success) return { ok: false, message: cardCheckMessage('number') };
      const { number, name, exp_month: expMonth, exp_year: expYear, cvc } = parsed.data.card;
      const problem = checkCard({ number, cvc, expMonth, expYear }, now());
      if (problem) return { ok: false, message: cardCheckMessage(problem) };
      const digits = cardDigits(number);
      const id = `tok_sim_${randomBytes(12).toString('hex')}`;
      const declineMessage = testCards.find((card) => cardDigits(card.number) === digits)?.declineMessage;
      tokens.set(id, { brand: cardBrand(digits), last4: digits.slice(-4), name: name.trim(), declineMessage });
      return { ok: true, id };
    },
    /** The card behind a token, which cannot pay again. */
    take(id: string): TokenizedCard | undefined {
      const card = tokens.get(id);
      tokens.delete(id);
      return card;
    },
  };
}
