// /config.json: what the SPA learns at boot. CDK writes it at deploy; the local cloud serves it.
import { z } from 'zod';

export const runtimeConfigSchema = z.object({
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Only set where Cognito is not AWS's own endpoint (the local cloud). */
  userPoolEndpoint: z.string().url().optional(),
  /** WebSocket API URL (wss:// in AWS, ws:// locally). */
  webSocketUrl: z.string(),
  /** Host names that show the full platform; any other host is an organizer web or unknown. */
  mainHosts: z.array(z.string()).min(1),
  tracking: z
    .object({
      pixelId: z.string().optional(),
      analyticsId: z.string().optional(),
    })
    .default({}),
  /** How the browser tokenizes cards: Conekta.js with its public key, or the local cloud's simulator. */
  payments: z
    .object({
      provider: z.enum(['conekta', 'simulador']),
      /** Conekta's public key (test or production, per the event's prueba flag). */
      publicKey: z.string().default(''),
      testPublicKey: z.string().default(''),
    })
    .default({ provider: 'simulador', publicKey: '', testPublicKey: '' }),
  /**
   * Push notices (docs/realtime.md, "Push notices"): the VAPID public key browsers subscribe with (empty:
   * none are offered), and who issues the subscription: the browser's own push service, or the local
   * cloud's stand-in (/local/avisos), which headless browsers here can reach where a real one cannot.
   */
  push: z
    .object({
      publicKey: z.string().default(''),
      service: z.enum(['navegador', 'local']),
    })
    .default({ publicKey: '', service: 'navegador' }),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
