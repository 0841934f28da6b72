// The newer card form's fields (docs/registration.md §5 Card validation): all 'Campo requerido'; whether the card is
// good is checkCard's to say, before any token is asked for.
import { z } from 'zod';
import { cardDigits } from '@shared/payments/card-checks';
import { registrationTexts } from '@shared/registration/registration-texts';

const required = registrationTexts.required;
const FIRST_EXPIRY_YEAR = 2020;
const LAST_EXPIRY_YEAR = 2500;

export const cardFormSchema = z.object({
  name: z.string().trim().min(1, required).max(100, required),
  number: z.string().transform(cardDigits).pipe(z.string().min(10, required).max(19, required)),
  expMonth: z.string().regex(/^(?:[1-9]|1[0-2])$/, required).transform(Number),
  expYear: z.string().regex(/^\d{4}$/, required).transform(Number).pipe(z.number().min(FIRST_EXPIRY_YEAR, required).max(LAST_EXPIRY_YEAR, required)),
  cvc: z.string().trim().regex(/^\d{1,4}$/, required),
});
export type CardForm = z.output<typeof cardFormSchema>;

/** This month and year by default: the spec's month 1 of 2021 (docs/results.md §5) has long expired. */
export const cardFormDefaults = (now: Date) => ({ name: '', number: '', expMonth: String(now.getMonth() + 1), expYear: String(now.getFullYear()), cvc: '' });

/** The years a card in use can expire in. */
export const expiryYears = (now: Date) => Array.from({ length: 16 }, (_, i) => String(now.getFullYear() + i));
