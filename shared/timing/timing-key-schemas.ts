// The console's timing-key bodies: POST /api/events/{eventId}/timing-keys and the key listing.
import { z } from 'zod';
import { messages } from '@shared/core/messages';

export const timingKeyRequestSchema = z.object({
  label: z.string({ error: messages.required }).trim().min(1, messages.required).max(60),
});
export type TimingKeyRequest = z.infer<typeof timingKeyRequestSchema>;

/** A key as its event's organizers see it: never the key itself. */
export interface TimingKeySummary {
  keyId: string;
  label: string;
  createdAt: string;
  revokedAt?: string;
}

/** The only answer that carries the key: it is shown once. */
export interface CreatedTimingKey {
  keyId: string;
  label: string;
  key: string;
}
