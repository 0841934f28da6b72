// Bounds every API input shares. zod's z.record has no size check of its own, and DynamoDB takes no
// number beyond these (the SDK refuses unsafe integers, the table anything past 1e126).
import { z } from 'zod';
import { messages } from './messages';

const MAX_API_NUMBER = Number.MAX_SAFE_INTEGER;

/** A number DynamoDB can store exactly, for inputs with no narrower range of their own. */
export const storableNumber = () => z.number().min(-MAX_API_NUMBER).max(MAX_API_NUMBER);

/** A record of at most `maxEntries` keys. */
export const boundedRecord = <K extends z.core.$ZodRecordKey, V extends z.core.SomeType>(key: K, value: V, maxEntries: number) =>
  z.record(key, value).refine((record) => Object.keys(record).length <= maxEntries, messages.tooManyEntries(maxEntries));
