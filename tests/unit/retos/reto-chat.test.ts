// The chat's rules: the spec's message id and topics, plain text within 1–1,000 characters, the
// topics a ticket names, and how messages and threads are keyed in the table.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RetoChatThreadEntity } from '@lambdas/data/reto-chat-thread-entity';
import { RetoMessageEntity } from '@lambdas/data/reto-message-entity';
import { renderChatMail } from '@lambdas/retos/chat/chat-mail-content';
import { retoBroadcastTopic, retoChatTopic, retoOrganizerTopic } from '@shared/realtime/reto-chat-messages';
import { clientMessageSchema, isPublicTopic } from '@shared/realtime/socket-messages';
import { messageTextSchema, messageTopics, newMessageId, sendMessageSchema } from '@shared/retos/reto-chat';

describe('newMessageId', () => {
  it('is the time in milliseconds × 1000 plus the draw, as 16 digits', () => {
    expect(newMessageId(1_767_225_600_123, 7)).toBe('1767225600123007');
    expect(newMessageId(1_767_225_600_123, 999)).toBe('1767225600123999');
  });

  it('sorts as text in the order the messages were sent, whatever the draws', () => {
    const moment = fc.integer({ min: 1_000_000_000_000, max: 9_000_000_000_000 });
    const draw = fc.integer({ min: 0, max: 999 });
    fc.assert(
      fc.property(moment, moment, draw, draw, (a, b, drawA, drawB) => {
        fc.pre(a !== b);
        const [earlier, later] = a < b ? [newMessageId(a, drawA), newMessageId(b, drawB)] : [newMessageId(b, drawB), newMessageId(a, drawA)];
        expect(earlier < later).toBe(true);
        expect(earlier).toMatch(/^\d{16}$/);
      }),
    );
  });
});

describe('messageTopics', () => {
  it.each([
    ['a thread', 'user-1', ['user-1-organizer']],
    ['the broadcasts', 'all', ['all']],
  ])('names %s as the spec does', (_case, thread, topics) => expect(messageTopics(thread)).toEqual(topics));
});

describe('messageTextSchema', () => {
  it.each([
    ['trims the ends', '  hola  ', 'hola'],
    ['keeps markup as the text it is', '<b>hola</b> & <script>x</script>', '<b>hola</b> & <script>x</script>'],
    ['keeps line breaks, tabs, accents and emoji', 'línea 1\n\tlínea 2 ñ 🏃', 'línea 1\n\tlínea 2 ñ 🏃'],
    ['takes 1,000 characters', 'a'.repeat(1000), 'a'.repeat(1000)],
  ])('%s', (_case, text, stored) => expect(messageTextSchema.parse(text)).toBe(stored));

  it.each([
    ['nothing but spaces', '  \n ', 'Escribe un mensaje'],
    ['1,001 characters', 'a'.repeat(1001), 'El mensaje admite hasta 1000 caracteres'],
    ['a NUL', 'ho\u0000la', 'El mensaje contiene caracteres no permitidos'],
    ['an escape sequence', '\u001b[31mrojo', 'El mensaje contiene caracteres no permitidos'],
  ])('refuses %s in Spanish', (_case, text, message) => {
    const parsed = messageTextSchema.safeParse(text);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it('needs the send’s intento', () => {
    expect(sendMessageSchema.safeParse({ text: 'hola' }).success).toBe(false);
    expect(sendMessageSchema.safeParse({ text: 'hola', intento: 'otro' }).success).toBe(false);
  });
});

describe('chat topics', () => {
  const topics = [retoChatTopic('12-345-6789', '0f8fad5b-d9cb-469f-a165-70867728950e'), retoBroadcastTopic('12-345-6789'), retoOrganizerTopic('12-345-6789')];

  it('are topics a socket may name, and private ones: a ticket opens each', () => {
    for (const topic of topics) {
      expect(clientMessageSchema.safeParse({ action: 'subscribe', topic }).success).toBe(true);
      expect(isPublicTopic(topic)).toBe(false);
    }
  });

  it('are one per athlete thread, one for the broadcasts and one for the organizer', () => {
    expect(topics).toEqual(['reto-chat:12-345-6789:0f8fad5b-d9cb-469f-a165-70867728950e', 'reto-broadcast:12-345-6789', 'reto-organizer:12-345-6789']);
    expect(retoChatTopic('1-2-3', 'a')).not.toBe(retoChatTopic('1-2-3', 'b'));
  });
});

describe('chat items', () => {
  const message = { eventId: '1-2-3', thread: 'user-1', intento: '0f8fad5b-d9cb-469f-a165-70867728950e', id: '1767225600123007', text: 'hola', topics: ['user-1-organizer'], userIDCreate: 'user-1', sender: 'athlete' as const, date: 1_767_225_600 };

  it('keys a message by its thread and intento, created only when that intento is new, and pages it by id', () => {
    const params = RetoMessageEntity.create(message).params() as { Item: Record<string, string>; ConditionExpression: string };
    expect(params.Item.pk).toBe('$carreras#eventID_1-2-3#thread_user-1');
    expect(params.Item.sk).toBe('$retoMessage_1#intento_0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(params.Item.gsi1pk).toBe(params.Item.pk);
    expect(params.Item.gsi1sk).toBe('$retomessage_1#id_1767225600123007');
    expect(params.ConditionExpression).toContain('attribute_not_exists');
  });

  it('moves a thread up the organizer’s list with its newest message, and adds to one side’s count only', () => {
    const thread = { eventId: '1-2-3', userID: 'User-1', athleteName: 'Ana López', lastId: '1767225600123007', lastText: 'hola', lastSender: 'athlete' as const, lastDate: 1_767_225_600 };
    const params = RetoChatThreadEntity.upsert(thread).add({ messages: 1, unreadByOrganizer: 1 }).params() as { UpdateExpression: string; ExpressionAttributeValues: Record<string, unknown> };
    expect(params.ExpressionAttributeValues).toMatchObject({ ':gsi1pk_u0': '$carreras#eventid_1-2-3', ':gsi1sk_u0': '$retoChatThread_1#lastId_1767225600123007#userID_User-1' });
    expect(params.UpdateExpression).toMatch(/ADD #messages :messages_u0, #unreadByOrganizer :unreadByOrganizer_u0$/);
    expect(params.UpdateExpression).not.toContain('unreadByAthlete');
  });
});

describe('renderChatMail', () => {
  it('says how many messages wait and links the reto, with names kept as text', () => {
    const mail = renderChatMail({ to: 'ana@prueba.mx', athleteName: 'Ana <b>', eventName: 'Reto "10K" & más', unread: 3, link: 'https://carreras.example.mx/retos/1-2-3' });
    expect(mail.subject).toBe('Tienes mensajes sin leer del reto Reto "10K" & más');
    expect(mail.text).toContain('Hola Ana <b>:');
    expect(mail.text).toContain('Tienes 3 mensajes sin leer del organizador del reto «Reto "10K" & más».');
    expect(mail.text).toContain('Leer los mensajes: https://carreras.example.mx/retos/1-2-3');
    expect(mail.html).toContain('Hola Ana &#60;b&#62;:');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('href="https://carreras.example.mx/retos/1-2-3"');
  });
});
