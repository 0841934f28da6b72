// zod's messages for what form inputs produce: an empty or unreadable number input (NaN), an empty
// date-time, an empty required text. Passed per parse, so a schema's own message still wins.
import type { z } from 'zod';
import { inputMessages } from '@shared/core/input-texts';
import { messages } from '@shared/core/messages';

export const inputErrorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type' && issue.expected === 'number') return inputMessages.numberExpected;
  if (issue.code === 'invalid_format' && issue.format === 'datetime') return inputMessages.dateTimeExpected;
  if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1) return messages.required;
  return undefined;
};
