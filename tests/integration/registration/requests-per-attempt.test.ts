// What one registration costs DynamoDB on opening morning, once the containers have read the event:
// the draft and its card payment, counted by the local cloud's meter on a cloud of the suite's own.
// The provider's order.paid of the card, which comes seconds later and changes nothing, is not counted.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CreatedRegistration, RegistrantConfirmation } from '@shared/registration/registration-api';
import { cardToken, fixtureCloudForSuite, payRegistration, register, registrationBody, registrationEvent, simulatorOrders } from './registration-fixture';

const cloud = fixtureCloudForSuite();

async function dynamoDbRequests(): Promise<number> {
  const metrics = (await (await fetch(`${cloud.url}/local/metrics`)).json()) as { dynamodb: { requests: number } };
  return metrics.dynamodb.requests;
}

async function registeredAndPaid(eventId: number, token: string): Promise<{ registroId: string; numero: number | null }> {
  const created = await register<CreatedRegistration>(cloud.url, eventId, registrationBody());
  expect(created.status).toBe(201);
  const { registroId } = created.body;
  const paid = await payRegistration<RegistrantConfirmation>(cloud.url, eventId, registroId, { metodo: 'card', intento: randomUUID(), token });
  expect(paid.status).toBe(200);
  return { registroId, numero: paid.body.numero };
}

/** Once the webhook answered the order.paid of the registrant's card. */
async function notified(registroId: string): Promise<void> {
  await expect.poll(async () => (await simulatorOrders(cloud.url)).find((order) => order.metadata.registroId === registroId)?.webhookStatus, { timeout: 20_000, interval: 250 }).toBe(200);
}

describe('a card registration in warm containers', () => {
  // 7 on the request path (the completion's confirmation mail is written to the outbox in its
  // transaction and deleted once sent), and the fan-out function's Query for admin screens following
  // the event (the completion's registrant notice, handled off the request path).
  it('makes at most 8 DynamoDB requests from the draft to the paid answer, the registrant notice included', async () => {
    const { eventId } = await registrationEvent(cloud.url);
    await notified((await registeredAndPaid(eventId, await cardToken(cloud.url))).registroId);
    const token = await cardToken(cloud.url);

    const before = await dynamoDbRequests();
    expect((await registeredAndPaid(eventId, token)).numero).toBe(2);
    expect((await dynamoDbRequests()) - before).toBeLessThanOrEqual(8);
  });
});
