import { describe, expect, it } from 'vitest';
import { needsParentalWaiver, registrationAge } from '@shared/registration/registration-age';
import { EVENT } from './factories';

describe('registrationAge', () => {
  it.each([
    ['2000-07-01', true, '2026-02-10T12:00:00Z', 25],
    ['2000-07-01', false, '2026-02-10T12:00:00Z', 26],
    // 18:30 on 31 December in Mexico City is already 2026 in UTC: the event's year still counts.
    ['2000-07-01', false, '2026-01-01T00:30:00Z', 25],
  ])('someone born %s (edadActual %s) at %s is %i', (born, edadActual, now, age) => {
    expect(registrationAge(born, { edadActual, event: EVENT, now: new Date(now) })).toBe(age);
  });
});

describe('needsParentalWaiver', () => {
  it.each([
    ['2008-06-15', true],
    ['2008-06-14', false],
  ])('someone born %s signs the minor waiver: %s', (born, minor) => {
    expect(needsParentalWaiver(born, EVENT.fechaEvento)).toBe(minor);
  });
});
