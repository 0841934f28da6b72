import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardBrand, checkCard, type CardProblem } from '@shared/payments/card-checks';
import { cardCheckMessage } from '@shared/payments/payment-texts';

// Local time: a card is good through its expiry month in the card holder's own calendar.
const midMarch2026 = new Date(2026, 2, 15, 12);
const card = (overrides: Partial<Parameters<typeof checkCard>[0]> = {}) => ({
  number: '4242424242424242',
  cvc: '123',
  expMonth: 12,
  expYear: 2030,
  ...overrides,
});

describe('checkCard', () => {
  it.each<[string, Partial<Parameters<typeof checkCard>[0]>, CardProblem | null]>([
    ['a good Visa test card', {}, null],
    ['a number typed in groups', { number: '4242 4242 4242 4242' }, null],
    ['a number with dashes', { number: '4000-0000-0000-0002' }, null],
    ['a 15-digit American Express with a 4-digit code', { number: '378282246310005', cvc: '1234' }, null],
    ['a 13-digit number', { number: '4222222222222' }, null],
    ['a number failing the Luhn check', { number: '4242424242424241' }, 'number'],
    ['a 12-digit number', { number: '424242424242' }, 'number'],
    ['a 20-digit number', { number: '42424242424242424242' }, 'number'],
    ['a number with letters', { number: '4242x24242424242' }, 'number'],
    ['an empty number', { number: '' }, 'number'],
    ['a 2-digit code', { cvc: '12' }, 'cvc'],
    ['a 5-digit code', { cvc: '12345' }, 'cvc'],
    ['a code with letters', { cvc: '12a' }, 'cvc'],
    ['a card expiring this month', { expMonth: 3, expYear: 2026 }, null],
    ['a card that expired last month', { expMonth: 2, expYear: 2026 }, 'expiry'],
    ['a card that expired last year', { expMonth: 12, expYear: 2025 }, 'expiry'],
    ['a two-digit year', { expMonth: 4, expYear: 26 }, null],
    ['month 13', { expMonth: 13, expYear: 2030 }, 'expiry'],
    ['month 0', { expMonth: 0, expYear: 2030 }, 'expiry'],
    ['a bad number and a bad code: the number first', { number: '1234', cvc: '1' }, 'number'],
    ['a bad code and a past date: the code first', { cvc: '1', expYear: 2020 }, 'cvc'],
  ])('on %s finds %s', (_, overrides, problem) => {
    expect(checkCard(card(overrides), midMarch2026)).toBe(problem);
  });

  it('refuses every number that differs from a valid one in a single digit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (position, shift) => {
        const digits = [...'4242424242424242'];
        digits[position] = String((Number(digits[position]) + shift) % 10);
        expect(checkCard(card({ number: digits.join('') }), midMarch2026)).toBe('number');
      }),
    );
  });
});

describe('cardCheckMessage', () => {
  it.each<[CardProblem, string]>([
    ['number', 'Revisa el numero de tarjeta!'],
    ['cvc', 'Revisa el código de seguidad!'],
    ['expiry', 'Revisa la fecha de expiración!'],
  ])('says the spec’s words for %s', (problem, message) => {
    expect(cardCheckMessage(problem)).toBe(message);
  });
});

describe('cardBrand', () => {
  it.each([
    ['4242 4242 4242 4242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'american_express'],
    ['341111111111111', 'american_express'],
    ['6011111111111117', 'unknown'],
  ])('names %s as %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });
});
