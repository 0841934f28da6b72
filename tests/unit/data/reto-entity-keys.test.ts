// How the retos' items are stored (docs/retos.md §3 Virtual event): the reto's id is the items'
// attribute `eventID` and labels their keys `eventID_…` (`eventid_…` in a lower-cased key), whatever
// the code calls it, so the items already written are read, found and written the same. The expected
// params are the ones the entities made while the code still spelled the id `eventID`.
import { describe, expect, it } from 'vitest';
import { RetoChatMailEntity } from '@lambdas/data/reto-chat-mail-entity';
import { RetoChatReaderEntity } from '@lambdas/data/reto-chat-reader-entity';
import { RetoChatThreadEntity } from '@lambdas/data/reto-chat-thread-entity';
import { RetoMessageEntity } from '@lambdas/data/reto-message-entity';
import { RetoParticipantEntity } from '@lambdas/data/reto-participant-entity';
import { RetoPassEntity } from '@lambdas/data/reto-pass-entity';
import { RetoPaymentEntity } from '@lambdas/data/reto-payment-entity';
import { RetoPhotoEntity } from '@lambdas/data/reto-photo-entity';
import { RetoPositionsStateEntity } from '@lambdas/data/reto-positions-state-entity';
import { RetoResultsPageEntity } from '@lambdas/data/reto-results-page-entity';
import { VirtualEventEntity } from '@lambdas/data/virtual-event-entity';

const eventId = '12-345-6789';
const userID = 'User-1';
const at = '2026-01-02T03:04:05.000Z';

const cases: [string, () => unknown, unknown][] = [
  [
    'virtualEvent put',
    () => VirtualEventEntity.put({ eventId, eventName: 'Reto', eventDescription: 'D', eventStart: '2026-02-01', eventEnd: '2026-02-28', distance: 10, price: 0, eventType: 'standard', admitResults: true, eventEnded: false, accessCodeAdmited: 5, userIDCreate: userID, athleteCreateName: 'Ana', athleteCreateLastName: 'López', athleteCreateEmail: 'ana@example.com', createdAt: at }).params(),
    { Item: { eventID: '12-345-6789', eventName: 'Reto', eventDescription: 'D', eventStart: '2026-02-01', eventEnd: '2026-02-28', distance: 10, price: 0, eventType: 'standard', admitResults: true, eventEnded: false, accessCodeAdmited: 5, codeUsesIssued: 0, participantCount: 0, userIDCreate: 'User-1', athleteCreateName: 'Ana', athleteCreateLastName: 'López', athleteCreateEmail: 'ana@example.com', catalog: 'retos', createdAt: '2026-01-02T03:04:05.000Z', pk: '$carreras#eventid_12-345-6789', sk: '$virtualevent_1', gsi1pk: '$carreras#useridcreate_user-1', gsi1sk: '$virtualevent_1#eventstart_2026-02-01#eventid_12-345-6789', gsi2pk: '$carreras#catalog_retos', gsi2sk: '$virtualevent_1#eventstart_2026-02-01#eventid_12-345-6789', __edb_e__: 'virtualEvent', __edb_v__: '1' }, TableName: 'unit-table' },
  ],
  [
    'virtualEvent get',
    () => VirtualEventEntity.get({ eventId }).params(),
    { Key: { pk: '$carreras#eventid_12-345-6789', sk: '$virtualevent_1' }, TableName: 'unit-table' },
  ],
  [
    'virtualEvent byCreator',
    () => VirtualEventEntity.query.byCreator({ userIDCreate: userID, eventStart: '2026-02-01', eventId }).params(),
    { KeyConditionExpression: '#pk = :pk and #sk1 = :sk1', TableName: 'unit-table', ExpressionAttributeNames: { '#pk': 'gsi1pk', '#sk1': 'gsi1sk' }, ExpressionAttributeValues: { ':pk': '$carreras#useridcreate_user-1', ':sk1': '$virtualevent_1#eventstart_2026-02-01#eventid_12-345-6789' }, IndexName: 'gsi1' },
  ],
  [
    'virtualEvent byStart',
    () => VirtualEventEntity.query.byStart({ catalog: 'retos', eventStart: '2026-02-01', eventId }).params(),
    { KeyConditionExpression: '#pk = :pk and #sk1 = :sk1', TableName: 'unit-table', ExpressionAttributeNames: { '#pk': 'gsi2pk', '#sk1': 'gsi2sk' }, ExpressionAttributeValues: { ':pk': '$carreras#catalog_retos', ':sk1': '$virtualevent_1#eventstart_2026-02-01#eventid_12-345-6789' }, IndexName: 'gsi2' },
  ],
  [
    'retoParticipant put',
    () => RetoParticipantEntity.put({ eventId, userID, athleteName: 'Ana', athleteLastName: 'López', athleteEmail: 'ana@example.com', athleteGender: 'F', athleteBirth: '1990-01-01', eventPass: 'ABC123', registeredAt: at, active: true }).params(),
    { Item: { eventID: '12-345-6789', userID: 'User-1', athleteName: 'Ana', athleteLastName: 'López', athleteEmail: 'ana@example.com', athleteGender: 'F', athleteBirth: '1990-01-01', raceNumber: 'N/A', category: '', eventPass: 'ABC123', registeredAt: '2026-01-02T03:04:05.000Z', active: true, step: 0, goalTime: '00:00:00', evidencePhotos: 0, positionAbsolute: 0, positionAbsoluteGender: 0, positionAbsoluteCategory: 0, positionRelative: 0, positionRelativeGender: 0, positionRelativeCategory: 0, pk: '$carreras#eventid_12-345-6789', sk: '$retoParticipant_1#userID_User-1', gsi1pk: '$carreras#userID_User-1', gsi1sk: '$retoparticipant_1#registeredat_2026-01-02t03:04:05.000z#eventid_12-345-6789', __edb_e__: 'retoParticipant', __edb_v__: '1' }, TableName: 'unit-table' },
  ],
  [
    'retoParticipant get',
    () => RetoParticipantEntity.get({ eventId, userID }).params(),
    { Key: { pk: '$carreras#eventid_12-345-6789', sk: '$retoParticipant_1#userID_User-1' }, TableName: 'unit-table' },
  ],
  [
    'retoParticipant byReto',
    () => RetoParticipantEntity.query.byReto({ eventId }).params(),
    { KeyConditionExpression: '#pk = :pk and begins_with(#sk1, :sk1)', TableName: 'unit-table', ExpressionAttributeNames: { '#pk': 'pk', '#sk1': 'sk' }, ExpressionAttributeValues: { ':pk': '$carreras#eventid_12-345-6789', ':sk1': '$retoParticipant_1#userID_' } },
  ],
  [
    'retoParticipant byAthlete',
    () => RetoParticipantEntity.query.byAthlete({ userID, registeredAt: at, eventId }).params(),
    { KeyConditionExpression: '#pk = :pk and #sk1 = :sk1', TableName: 'unit-table', ExpressionAttributeNames: { '#pk': 'gsi1pk', '#sk1': 'gsi1sk' }, ExpressionAttributeValues: { ':pk': '$carreras#userID_User-1', ':sk1': '$retoparticipant_1#registeredat_2026-01-02t03:04:05.000z#eventid_12-345-6789' }, IndexName: 'gsi1' },
  ],
  [
    'retoPass put',
    () => RetoPassEntity.put({ eventId, code: 'ABC123', userID, uses: 2, date: at, batch: 'batch-1' }).params(),
    { Item: { eventID: '12-345-6789', code: 'ABC123', userID: 'User-1', uses: 2, usedCount: 0, used: [], active: true, date: '2026-01-02T03:04:05.000Z', batch: 'batch-1', pk: '$carreras#eventid_12-345-6789', sk: '$retoPass_1#code_ABC123', gsi1pk: '$carreras#eventid_12-345-6789', gsi1sk: '$retoPass_1#date_2026-01-02T03:04:05.000Z#code_ABC123', __edb_e__: 'retoPass', __edb_v__: '1' }, TableName: 'unit-table' },
  ],
  [
    'retoPass get',
    () => RetoPassEntity.get({ eventId, code: 'ABC123' }).params(),
    { Key: { pk: '$carreras#eventid_12-345-6789', sk: '$retoPass_1#code_ABC123' }, TableName: 'unit-table' },
  ],
  [
    'retoPass newestFirst',
    () => RetoPassEntity.query.newestFirst({ eventId, date: at, code: 'ABC123' }).params(),
    { KeyConditionExpression: '#pk = :pk and #sk1 = :sk1', TableName: 'unit-table', ExpressionAttributeNames: { '#pk': 'gsi1pk', '#sk1': 'gsi1sk' }, ExpressionAttributeValues: { ':pk': '$carreras#eventid_12-345-6789', ':sk1': '$retoPass_1#date_2026-01-02T03:04:05.000Z#code_ABC123' }, IndexName: 'gsi1' },
  ],
  [
    'retoPayment put',
    () => RetoPaymentEntity.put({ eventId, userID, estado: 'en-curso', intento: 'intento-1', metodo: 'card', desde: at, version: 1, intentoAbierto: 'si', abiertoDesde: at }).params(),
    { Item: { eventID: '12-345-6789', userID: 'User-1', estado: 'en-curso', intento: 'intento-1', metodo: 'card', desde: '2026-01-02T03:04:05.000Z', version: 1, usoDevuelto: false, intentoAbierto: 'si', abiertoDesde: '2026-01-02T03:04:05.000Z', pk: '$carreras#eventid_12-345-6789', sk: '$retoPayment_1#userID_User-1', gsi6pk: '$carreras#intentoabierto_si', gsi6sk: '$retopayment_1#abiertodesde_2026-01-02t03:04:05.000z', __edb_e__: 'retoPayment', __edb_v__: '1' }, TableName: 'unit-table' },
  ],
  [
    'retoPayment get',
    () => RetoPaymentEntity.get({ eventId, userID }).params(),
    { Key: { pk: '$carreras#eventid_12-345-6789', sk: '$retoPayment_1#userID_User-1' }, TableName: 'unit-table' },
  ],
  [
    'retoPayment byParticipant',
    () => RetoPaymentEntity.query.byParticipant({ eventId }).params(),
    { KeyConditionExpression: '#pk = :pk and begins_with(#sk1, :sk1)', TableName: 'unit-table', ExpressionAttributeNames: { '#pk': 'pk', '#sk1': 'sk' }, ExpressionAttributeValues: { ':pk': '$carreras#eventid_12-345-6789', ':sk1': '$retoPayment_1#userID_' } },
  ],
  [
    'retoPhoto put',
    () => RetoPhotoEntity.put({ eventId, userID, photoId: 'Photo-1', photoType: 'startLine', url: '/media/x.jpg', createdAt: at }).params(),
    { Item: { eventID: '12-345-6789', userID: 'User-1', photoId: 'Photo-1', photoType: 'startLine', url: '/media/x.jpg', createdAt: '2026-01-02T03:04:05.000Z', pk: '$carreras#eventid_12-345-6789', sk: '$retoPhoto_1#userID_User-1#photoId_Photo-1', gsi2pk: '$carreras#eventid_12-345-6789#phototype_startline', gsi2sk: '$retoPhoto_1#photoId_Photo-1', __edb_e__: 'retoPhoto', __edb_v__: '1' }, TableName: 'unit-table' },
  ],
  [
    'retoPhoto get',
    () => RetoPhotoEntity.get({ eventId, userID, photoId: 'Photo-1' }).params(),
    { Key: { pk: '$carreras#eventid_12-345-6789', sk: '$retoPhoto_1#userID_User-1#photoId_Photo-1' }, TableName: 'unit-table' },
  ],
  [
    'retoPhoto byGrid',
    () => RetoPhotoEntity.query.byGrid({ eventId, photoType: 'startLine', photoId: 'Photo-1' }).params(),
    { KeyConditionExpression: '#pk = :pk and #sk1 = :sk1', TableName: 'unit-table', ExpressionAttributeNames: { '#pk': 'gsi2pk', '#sk1': 'gsi2sk' }, ExpressionAttributeValues: { ':pk': '$carreras#eventid_12-345-6789#phototype_startline', ':sk1': '$retoPhoto_1#photoId_Photo-1' }, IndexName: 'gsi2' },
  ],
  [
    'retoPositionsState put',
    () => RetoPositionsStateEntity.put({ eventId, version: 2, behind: 'yes', changedAt: at }).params(),
    { Item: { eventID: '12-345-6789', version: 2, behind: 'yes', changedAt: '2026-01-02T03:04:05.000Z', pk: '$carreras#eventid_12-345-6789', sk: '$retopositionsstate_1', gsi2pk: '$carreras#behind_yes', gsi2sk: '$retopositionsstate_1', __edb_e__: 'retoPositionsState', __edb_v__: '1' }, TableName: 'unit-table' },
  ],
  [
    'retoPositionsState get',
    () => RetoPositionsStateEntity.get({ eventId }).params(),
    { Key: { pk: '$carreras#eventid_12-345-6789', sk: '$retopositionsstate_1' }, TableName: 'unit-table' },
  ],
  [
    'retoResultsPage put',
    () => RetoResultsPageEntity.put({ eventId, list: 'F', page: 1, packedRows: '[]', hash: 'h' }).params(),
    { Item: { eventID: '12-345-6789', list: 'F', page: 1, packedRows: '[]', hash: 'h', pk: '$carreras#eventid_12-345-6789#list_f', sk: '$retoresultspage_1#page_1', __edb_e__: 'retoResultsPage', __edb_v__: '1' }, TableName: 'unit-table' },
  ],
  [
    'retoResultsPage get',
    () => RetoResultsPageEntity.get({ eventId, list: 'F', page: 1 }).params(),
    { Key: { pk: '$carreras#eventid_12-345-6789#list_f', sk: '$retoresultspage_1#page_1' }, TableName: 'unit-table' },
  ],
  [
    'retoResultsPage byList',
    () => RetoResultsPageEntity.query.byList({ eventId, list: 'F' }).params(),
    { KeyConditionExpression: '#pk = :pk and begins_with(#sk1, :sk1)', TableName: 'unit-table', ExpressionAttributeNames: { '#pk': 'pk', '#sk1': 'sk' }, ExpressionAttributeValues: { ':pk': '$carreras#eventid_12-345-6789#list_f', ':sk1': '$retoresultspage_1#page_' } },
  ],
  [
    'retoMessage put',
    () => RetoMessageEntity.put({ eventId, thread: userID, intento: 'Intento-1', id: '1767225600123007', text: 'hola', topics: ['t'], userIDCreate: userID, sender: 'athlete', date: 1_767_225_600 }).params(),
    { Item: { eventID: '12-345-6789', thread: 'User-1', intento: 'Intento-1', id: '1767225600123007', type: 'text', text: 'hola', topics: ['t'], userIDCreate: 'User-1', sender: 'athlete', date: 1767225600, pk: '$carreras#eventID_12-345-6789#thread_User-1', sk: '$retoMessage_1#intento_Intento-1', gsi1pk: '$carreras#eventID_12-345-6789#thread_User-1', gsi1sk: '$retomessage_1#id_1767225600123007', __edb_e__: 'retoMessage', __edb_v__: '1' }, TableName: 'unit-table' },
  ],
  [
    'retoMessage get',
    () => RetoMessageEntity.get({ eventId, thread: userID, intento: 'Intento-1' }).params(),
    { Key: { pk: '$carreras#eventID_12-345-6789#thread_User-1', sk: '$retoMessage_1#intento_Intento-1' }, TableName: 'unit-table' },
  ],
  [
    'retoMessage newestFirst',
    () => RetoMessageEntity.query.newestFirst({ eventId, thread: userID, id: '1767225600123007' }).params(),
    { KeyConditionExpression: '#pk = :pk and #sk1 = :sk1', TableName: 'unit-table', ExpressionAttributeNames: { '#pk': 'gsi1pk', '#sk1': 'gsi1sk' }, ExpressionAttributeValues: { ':pk': '$carreras#eventID_12-345-6789#thread_User-1', ':sk1': '$retomessage_1#id_1767225600123007' }, IndexName: 'gsi1' },
  ],
  [
    'retoChatThread put',
    () => RetoChatThreadEntity.put({ eventId, userID, athleteName: 'Ana', lastId: '1767225600123007', lastText: 'hola', lastSender: 'athlete', lastDate: 1_767_225_600 }).params(),
    { Item: { eventID: '12-345-6789', userID: 'User-1', athleteName: 'Ana', lastId: '1767225600123007', lastText: 'hola', lastSender: 'athlete', lastDate: 1767225600, pk: '$carreras#eventid_12-345-6789', sk: '$retoChatThread_1#userID_User-1', gsi1pk: '$carreras#eventid_12-345-6789', gsi1sk: '$retoChatThread_1#lastId_1767225600123007#userID_User-1', __edb_e__: 'retoChatThread', __edb_v__: '1' }, TableName: 'unit-table' },
  ],
  [
    'retoChatThread get',
    () => RetoChatThreadEntity.get({ eventId, userID }).params(),
    { Key: { pk: '$carreras#eventid_12-345-6789', sk: '$retoChatThread_1#userID_User-1' }, TableName: 'unit-table' },
  ],
  [
    'retoChatThread latestFirst',
    () => RetoChatThreadEntity.query.latestFirst({ eventId, lastId: '1767225600123007', userID }).params(),
    { KeyConditionExpression: '#pk = :pk and #sk1 = :sk1', TableName: 'unit-table', ExpressionAttributeNames: { '#pk': 'gsi1pk', '#sk1': 'gsi1sk' }, ExpressionAttributeValues: { ':pk': '$carreras#eventid_12-345-6789', ':sk1': '$retoChatThread_1#lastId_1767225600123007#userID_User-1' }, IndexName: 'gsi1' },
  ],
  [
    'retoChatReader put',
    () => RetoChatReaderEntity.put({ eventId, userID, broadcastsRead: 3, lastMailAt: 1_767_225_600 }).params(),
    { Item: { eventID: '12-345-6789', userID: 'User-1', broadcastsRead: 3, lastMailAt: 1767225600, pk: '$carreras#eventid_12-345-6789', sk: '$retoChatReader_1#userID_User-1', __edb_e__: 'retoChatReader', __edb_v__: '1' }, TableName: 'unit-table' },
  ],
  [
    'retoChatReader get',
    () => RetoChatReaderEntity.get({ eventId, userID }).params(),
    { Key: { pk: '$carreras#eventid_12-345-6789', sk: '$retoChatReader_1#userID_User-1' }, TableName: 'unit-table' },
  ],
  [
    'retoChatMail put',
    () => RetoChatMailEntity.put({ eventId, recipient: userID, dueAt: 1_767_225_600, site: 'https://example.com' }).params(),
    { Item: { eventID: '12-345-6789', recipient: 'User-1', dueAt: 1767225600, site: 'https://example.com', queue: 'reto-chat-mails', pk: '$carreras#eventid_12-345-6789', sk: '$retoChatMail_1#recipient_User-1', gsi1pk: '$carreras#queue_reto-chat-mails', gsi1sk: '$retoChatMail_1#dueAt_1767225600#eventID_12-345-6789#recipient_User-1', __edb_e__: 'retoChatMail', __edb_v__: '1' }, TableName: 'unit-table' },
  ],
  [
    'retoChatMail get',
    () => RetoChatMailEntity.get({ eventId, recipient: userID }).params(),
    { Key: { pk: '$carreras#eventid_12-345-6789', sk: '$retoChatMail_1#recipient_User-1' }, TableName: 'unit-table' },
  ],
  [
    'retoChatMail soonestFirst',
    () => RetoChatMailEntity.query.soonestFirst({ queue: 'reto-chat-mails', dueAt: 1_767_225_600, eventId, recipient: userID }).params(),
    { KeyConditionExpression: '#pk = :pk and #sk1 = :sk1', TableName: 'unit-table', ExpressionAttributeNames: { '#pk': 'gsi1pk', '#sk1': 'gsi1sk' }, ExpressionAttributeValues: { ':pk': '$carreras#queue_reto-chat-mails', ':sk1': '$retoChatMail_1#dueAt_1767225600#eventID_12-345-6789#recipient_User-1' }, IndexName: 'gsi1' },
  ],
];

describe('the retos’ stored items and keys', () => {
  it.each(cases)('%s', (_case, params, stored) => {
    expect(params()).toEqual(stored);
  });
});
