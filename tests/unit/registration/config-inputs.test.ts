import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inputToInstant, instantToInput } from '@shared/registration/instant-input';
import { centsToPesos, percentToRate, pesosToCents, rateToPercent } from '@shared/registration/money-input';

describe('pesosToCents', () => {
  it.each([
    ['650', 65_000],
    ['650.5', 65_050],
    ['650.50', 65_050],
    ['0.07', 7],
    [' 1,250.00 ', 125_000],
    ['0', 0],
  ])('reads %j as %i cents', (text, cents) => {
    expect(pesosToCents(text)).toBe(cents);
  });

  it.each(['', '650.505', '-5', 'abc', '6 50', '1e3', '.5'])('refuses %j', (text) => {
    expect(pesosToCents(text)).toBeNull();
  });

  it('gives back the cents centsToPesos wrote, for any amount the schema takes', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => pesosToCents(centsToPesos(cents)) === cents));
  });
});

describe('centsToPesos', () => {
  it.each([
    [65_000, '650'],
    [65_050, '650.50'],
    [7, '0.07'],
    [0, '0'],
  ])('writes %i cents as %j', (cents, text) => {
    expect(centsToPesos(cents)).toBe(text);
  });
});

describe('percent and rate', () => {
  it.each([
    ['7', 0.07],
    ['7.5', 0.075],
    ['0', 0],
    ['100', 1],
  ])('reads %j percent as the rate %d', (text, rate) => {
    expect(percentToRate(text)).toBe(rate);
  });

  it.each(['', 'siete', '-1', '7,5'])('refuses %j', (text) => {
    expect(percentToRate(text)).toBeNull();
  });

  it('writes a rate as a percent without float noise', () => {
    expect(rateToPercent(0.07)).toBe('7');
    expect(rateToPercent(0.075)).toBe('7.5');
  });
});

describe('price window instants', () => {
  it("shows an instant on the event's wall clock and reads it back", () => {
    expect(instantToInput('2026-03-01T13:00:00.000Z', 'America/Mexico_City')).toBe('2026-03-01T07:00');
    expect(inputToInstant('2026-03-01T07:00', 'America/Mexico_City')).toBe('2026-03-01T13:00:00.000Z');
    expect(inputToInstant('2026-07-01T07:00', 'America/Tijuana')).toBe('2026-07-01T14:00:00.000Z');
  });

  it('reads an instant with an offset the way the API stores it', () => {
    expect(instantToInput('2026-03-01T07:00:00-06:00', 'America/Mexico_City')).toBe('2026-03-01T07:00');
  });

  it('answers null and empty text for what names no instant', () => {
    expect(inputToInstant('', 'America/Mexico_City')).toBeNull();
    expect(inputToInstant('2026-02-30T07:00', 'America/Mexico_City')).toBeNull();
    expect(instantToInput('mañana', 'America/Mexico_City')).toBe('');
  });
});
