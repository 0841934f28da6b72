import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeEventCursor, encodeEventCursor } from '@lambdas/events/event-list-cursor';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('event list cursors', () => {
  it('give back the position they were made from', () => {
    const position = fc.record({
      fechaEvento: fc.date({ min: new Date('1900-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      horaEvento: fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(
        ([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`,
      ),
      eventId: fc.integer({ min: 1, max: 999_999_999_999 }),
    });
    fc.assert(
      fc.property(position, (p) => {
        expect(decodeEventCursor(encodeEventCursor(p))).toEqual(p);
      }),
    );
  });

  it.each([
    ['text that is not base64 JSON', 'no-es-un-cursor'],
    ['an empty string', ''],
    ['table keys', b64({ pk: '$carreras#eventid_1', sk: '$event_1' })],
    ['a position with a text id', b64(['2030-01-01', '07:00', '5'])],
    ['a position with id 0', b64(['2030-01-01', '07:00', 0])],
    ['a position with a fractional id', b64(['2030-01-01', '07:00', 1.5])],
    ['a position with a long date', b64(['2030-01-01T00:00:00', '07:00', 5])],
    ['a position with extra parts', b64(['2030-01-01', '07:00', 5, 'x'])],
  ])('refuse %s', (_what, cursor) => {
    expect(decodeEventCursor(cursor)).toBeNull();
  });
});
