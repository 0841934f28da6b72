// A whole number typed in a text field, read against its bounds (docs/retos.md §5: the time forms' hours
// 0–100 and minutes and seconds 0–59; codes 1–500 of 1–1,000 uses): 'Campo requerido' when empty.
import { messages } from '@shared/core/messages';
import { integerRangeMessage } from '@shared/retos/athlete-reto-texts';

export type IntegerReading = { ok: true; value: number } | { ok: false; message: string };

export function readInteger(text: string, min: number, max: number): IntegerReading {
  if (text.trim() === '') return { ok: false, message: messages.required };
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) return { ok: false, message: integerRangeMessage(min, max) };
  return { ok: true, value };
}
