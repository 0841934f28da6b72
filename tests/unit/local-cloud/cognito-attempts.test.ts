import { describe, expect, it } from 'vitest';
import { codeLifetimeMs, createAttemptCounts } from '@infra/local/cognito-attempts';

const start = Date.UTC(2026, 10, 29, 12);
const at = (seconds: number) => start + seconds * 1000;

describe('failed sign-ins', () => {
  it('lock an account out from the fifth, for 1 s doubling with each failure after a lockout ends', () => {
    const counts = createAttemptCounts();
    for (let failure = 1; failure <= 4; failure += 1) counts.signInFailed('Ana@Prueba.mx', at(failure));
    expect(counts.isLockedOut('ana@prueba.mx', at(4))).toBe(false);

    counts.signInFailed('ana@prueba.mx', at(5));
    expect(counts.isLockedOut('ANA@prueba.mx', at(5.9))).toBe(true);
    expect(counts.isLockedOut('ana@prueba.mx', at(6))).toBe(false);

    counts.signInFailed('ana@prueba.mx', at(6));
    expect(counts.isLockedOut('ana@prueba.mx', at(7.9))).toBe(true);
    expect(counts.isLockedOut('ana@prueba.mx', at(8))).toBe(false);
    expect(counts.isLockedOut('otra@prueba.mx', at(7))).toBe(false);
  });

  it('lock for at most 15 minutes, and start over after a sign-in or 15 quiet minutes', () => {
    const counts = createAttemptCounts();
    for (let failure = 0; failure < 30; failure += 1) counts.signInFailed('ana@prueba.mx', at(0));
    expect(counts.isLockedOut('ana@prueba.mx', at(15 * 60 - 1))).toBe(true);
    expect(counts.isLockedOut('ana@prueba.mx', at(15 * 60))).toBe(false);

    counts.signInFailed('ana@prueba.mx', at(31 * 60));
    expect(counts.isLockedOut('ana@prueba.mx', at(31 * 60))).toBe(false);

    for (let failure = 0; failure < 5; failure += 1) counts.signInFailed('luis@prueba.mx', at(0));
    counts.signedIn('luis@prueba.mx', at(2));
    counts.signInFailed('luis@prueba.mx', at(3));
    expect(counts.isLockedOut('luis@prueba.mx', at(3))).toBe(false);
  });
});

describe('reset codes', () => {
  it('are five an hour per account', () => {
    const counts = createAttemptCounts();
    const asked = Array.from({ length: 6 }, (_, minute) => counts.codeRequested('ana@prueba.mx', at(minute * 60)));
    expect(asked).toEqual([true, true, true, true, true, false]);
    expect(counts.codeRequested('ana@prueba.mx', at(60 * 60))).toBe(true);
    expect(counts.codeRequested('luis@prueba.mx', at(5 * 60))).toBe(true);
  });

  it('are spent by five wrong guesses, expire after an hour, and a new code starts over', () => {
    const counts = createAttemptCounts();
    counts.codeSent('ana@prueba.mx', at(0));
    for (let guess = 0; guess < 4; guess += 1) counts.wrongGuess('ana@prueba.mx', at(1));
    expect(counts.code('ana@prueba.mx', at(2))).toEqual({ spent: false, expired: false });
    counts.wrongGuess('ana@prueba.mx', at(2));
    expect(counts.code('ana@prueba.mx', at(2))).toEqual({ spent: true, expired: false });

    counts.codeSent('ana@prueba.mx', at(3));
    expect(counts.code('ana@prueba.mx', at(3))).toEqual({ spent: false, expired: false });
    expect(counts.code('ana@prueba.mx', at(3) + codeLifetimeMs + 1)).toEqual({ spent: false, expired: true });
    expect(counts.code('nadie@prueba.mx', at(3))).toEqual({ spent: false, expired: true });
  });
});
