// What an athlete may still record in a reto: times and evidence up to its end date while it is open
// and admits results; the goal and the start photo while it is open.
import { describe, expect, it } from 'vitest';
import { recordingBlocker, startBlocker } from '@shared/retos/recording-rules';

const now = new Date('2030-01-15T12:00:00.000Z');
const open = { eventEnded: false, admitResults: true, eventEnd: '2030-01-31T06:00:00.000Z' };

describe('recordingBlocker', () => {
  it.each([
    ['an open reto that admits results', open, true, null],
    ['a registration not held yet', open, false, 'REGISTRATION_PENDING'],
    ['a closed reto', { ...open, eventEnded: true }, true, 'RETO_ENDED'],
    ['a reto past its end date, not closed by hand', { ...open, eventEnd: '2030-01-15T11:59:59.000Z' }, true, 'RETO_PERIOD_OVER'],
    ['a reto that does not admit results', { ...open, admitResults: false }, true, 'RESULTS_BLOCKED'],
  ])('answers %s', (_case, reto, active, code) => {
    expect(recordingBlocker(reto, active, now)?.code ?? null).toBe(code);
  });

  it('still takes a time at the very moment the reto ends', () => {
    expect(recordingBlocker({ ...open, eventEnd: now.toISOString() }, true, now)).toBeNull();
  });
});

describe('startBlocker', () => {
  it("refuses the goal and the start photo only once the reto is closed, with 'Evento finalizado'", () => {
    expect(startBlocker({ eventEnded: false })).toBeNull();
    expect(startBlocker({ eventEnded: true })?.message).toBe('Evento finalizado');
  });
});
