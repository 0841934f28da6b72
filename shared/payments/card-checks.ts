// Card checks run before a card is tokenized (docs/registration.md §5 Card validation, §8): on an invalid card no
// token is requested. The browser's form and the local payment simulator use the same rules.

export type CardProblem = 'number' | 'cvc' | 'expiry';

type CardBrand = 'visa' | 'mastercard' | 'american_express' | 'unknown';

interface CardToCheck {
  number: string;
  cvc: string;
  expMonth: number;
  expYear: number;
}

/** The digits of a card number as people type it, with spaces or dashes between groups. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function isValidCardNumber(number: string): boolean {
  const digits = cardDigits(number);
  return /^\d{13,19}$/.test(digits) && passesLuhn(digits);
}

/** A card is good through the last day of its expiry month, in the card holder's own calendar. */
function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  if (!Number.isInteger(expMonth) || !Number.isInteger(expYear) || expMonth < 1 || expMonth > 12) return true;
  const year = expYear < 100 ? 2000 + expYear : expYear;
  return year * 12 + expMonth < now.getFullYear() * 12 + now.getMonth() + 1;
}

/** The first problem of the card in the spec's order (number, security code, expiry), or null. */
export function checkCard(card: CardToCheck, now: Date): CardProblem | null {
  if (!isValidCardNumber(card.number)) return 'number';
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return 'cvc';
  if (isExpired(card.expMonth, card.expYear, now)) return 'expiry';
  return null;
}

export function cardBrand(number: string): CardBrand {
  const digits = cardDigits(number);
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'american_express';
  const prefix = Number(digits.slice(0, 4));
  if (/^5[1-5]/.test(digits) || (prefix >= 2221 && prefix <= 2720)) return 'mastercard';
  return 'unknown';
}
