// The local Garmin stand-in's API under /local/garmin (infra/local/garmin-stand-in.ts), as its
// provider calls it: the authorization page, the token exchange (PKCE checked), the deregistration.
import { z } from 'zod';

export const standInPaths = {
  authorize: '/autorizar',
  token: '/token',
  users: '/usuarios',
} as const;

export const standInTokenRequestSchema = z.object({ code: z.string().min(1).max(200), code_verifier: z.string().min(43).max(128) });
export type StandInTokenRequest = z.infer<typeof standInTokenRequestSchema>;

/** Garmin's token answer, plus the athlete's id (Garmin gives it at /user/id). */
export const standInTokenSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().positive(),
  userId: z.string().min(1),
});
export type StandInToken = z.infer<typeof standInTokenSchema>;
