// Bounds every API input shares. zod's z.record has no size check of its own, and DynamoDB takes no
// number beyond these (the SDK refuses unsafe integers, the table anything past 1e126).
import { z } from 'zod';
import { messages } from './messages';

const MAX_API_NUMBER = Number.MAX_SAFE_INTEGER;

/** DynamoDB's smallest magnitude: a number nearer to zero (other than zero) is refused by the table. */
const MIN_API_MAGNITUDE = 1e-130;

/** A number DynamoDB can store exactly, for inputs with no narrower range of their own. */
export const storableNumber = () =>
  z
    .number()
    .min(-MAX_API_NUMBER)
    .max(MAX_API_NUMBER)
    .refine((value) => value === 0 || Math.abs(value) >= MIN_API_MAGNITUDE, messages.numberOutOfRange);

/** A record of at most `maxEntries` keys. */
export const boundedRecord = <K extends z.core.$ZodRecordKey, V extends z.core.SomeType>(key: K, value: V, maxEntries: number) =>
  z.record(key, value).refine((record) => Object.keys(record).length <= maxEntries, messages.tooManyEntries(maxEntries));

/** The body of a POST that carries nothing: an empty JSON object, so an unreadable one is still refused. */
export const emptyBodySchema = z.object({}).strict();
