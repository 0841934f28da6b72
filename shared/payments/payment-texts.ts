// The payment texts a user sees, in Spanish, exactly as the race-registration spec writes them (docs/registration.md §5, §8).
import type { CardProblem } from './card-checks';

export const paymentTexts = {
  cardNumber: 'Revisa el numero de tarjeta!',
  cardCvc: 'Revisa el código de seguidad!',
  cardExpiry: 'Revisa la fecha de expiración!',
  /** Tokenisation failure: the provider's purchaser message after the spec's prefix, with no space. */
  tokenizationError: (purchaserMessage: string) => `Error:${purchaserMessage}`,
  // The local payment simulator's answers, worded as Conekta words its purchaser messages.
  cardDeclined: 'La tarjeta fue declinada.',
  insufficientFunds: 'La tarjeta no tiene fondos suficientes.',
  tokenUnusable: 'La tarjeta ya fue usada o no es válida, vuelve a capturarla.',
  tokenizerUnavailable: 'No se pudo conectar con el procesador de pagos.',
} as const;

const cardProblemMessages: Record<CardProblem, string> = {
  number: paymentTexts.cardNumber,
  cvc: paymentTexts.cardCvc,
  expiry: paymentTexts.cardExpiry,
};

export function cardCheckMessage(problem: CardProblem): string {
  return cardProblemMessages[problem];
}
