// A reto card's status: upcoming before its start, open until its end, closed after it or once closed.
import { describe, expect, it } from 'vitest';
import { retoStatus } from '@shared/retos/reto-status';

const reto = { eventStart: '2030-01-01T06:00:00.000Z', eventEnd: '2030-01-31T06:00:00.000Z', eventEnded: false };

describe('retoStatus', () => {
  it.each([
    ['2029-12-31T23:59:59.000Z', false, 'proximo'],
    ['2030-01-01T06:00:00.000Z', false, 'abierto'],
    ['2030-01-31T06:00:00.000Z', false, 'abierto'],
    ['2030-01-31T06:00:01.000Z', false, 'cerrado'],
    ['2030-01-15T00:00:00.000Z', true, 'cerrado'],
  ])('at %s (closed by hand: %s) is %s', (now, eventEnded, status) => {
    expect(retoStatus({ ...reto, eventEnded }, new Date(now))).toBe(status);
  });
});
