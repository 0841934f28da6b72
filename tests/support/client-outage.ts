// Test-only fault injection inside the local cloud's own process (its handlers share these clients):
// while a client is cut off, each call it makes fails before it reaches its service, as when the
// process calling it dies at that moment. POST { client: 'ses' | 'sqs', cut: boolean }.
import type { InitializeMiddleware } from '@smithy/types';
import { z } from 'zod';
import { ses, sqs } from '@lambdas/core/aws-clients';
import { httpHandler, parseBody } from '@lambdas/core/http-handler';

const cutOff = new Set<string>();

function outage<Input extends object, Output extends object>(name: string): InitializeMiddleware<Input, Output> {
  return (next) => async (args) => {
    if (cutOff.has(name)) throw new Error(`${name} cut off by the test`);
    return next(args);
  };
}

const step = { step: 'initialize', name: 'testClientOutage' } as const;
ses.middlewareStack.add(outage('ses'), step);
sqs.middlewareStack.add(outage('sqs'), step);

const requestSchema = z.object({ client: z.enum(['ses', 'sqs']), cut: z.boolean() });

export const handler = httpHandler(async (event) => {
  const { client, cut } = parseBody(event, requestSchema);
  if (cut) cutOff.add(client);
  else cutOff.delete(client);
  return { body: { cut: [...cutOff] } };
});
