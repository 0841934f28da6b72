// The pages the reports and the Dashboard read an event's registrants in: one Query a page and
// nothing more per registrant, each with its group's name from its own attributes.
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { registrantPages } from '@lambdas/registration/admin/registrant-pages';

const dynamo = mockClient(DynamoDBDocumentClient);
// The worker's other files share the SDK's classes (isolate: false): their send is theirs again after this file.
afterAll(() => dynamo.restore());

const stored = (registroId: string, group: Record<string, string> = {}) => ({
  eventId: 7,
  registroId,
  nombres: 'Lucía',
  serverTime: '2026-03-02T17:59:00.000Z',
  __edb_e__: 'registrant',
  __edb_v__: '1',
  ...group,
});

beforeEach(() => dynamo.reset());

describe('registrantPages', () => {
  it("gives each registrant its group from its own attributes, with one Query a page and no other read", async () => {
    dynamo
      .on(QueryCommand)
      .resolvesOnce({ Items: [stored('pagador', { grupoId: 'pagador', grupoEtiqueta: 'Familia Ramírez Luna' }), stored('sola')], LastEvaluatedKey: { pk: 'siguiente' } })
      .resolvesOnce({ Items: [stored('miembro', { grupoId: 'pagador' })] });

    const pages = [];
    for await (const page of registrantPages({ eventId: 7 })) pages.push(page.map(({ registroId, grupo }) => ({ registroId, grupo })));

    expect(pages).toEqual([
      [
        { registroId: 'pagador', grupo: { grupoId: 'pagador', etiqueta: 'Familia Ramírez Luna' } },
        { registroId: 'sola', grupo: undefined },
      ],
      [{ registroId: 'miembro', grupo: { grupoId: 'pagador', etiqueta: '' } }],
    ]);
    expect(dynamo.calls().map((call) => call.args[0].constructor.name)).toEqual(['QueryCommand', 'QueryCommand']);
  });
});
