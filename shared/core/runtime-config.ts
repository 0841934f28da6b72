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
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
