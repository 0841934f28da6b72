// JSON kept gzipped in a binary attribute: DynamoDB bills writes and reads by the kilobyte, and a
// page of 100 result rows packs to about a seventh of its text.
import { gunzipSync, gzipSync } from 'node:zlib';

export const packJson = (value: unknown): Uint8Array => gzipSync(JSON.stringify(value));

export const unpackJson = <T>(packed: Uint8Array): T => JSON.parse(gunzipSync(packed).toString('utf8')) as T;
