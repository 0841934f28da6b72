// The race bib's line (docs/retos.md §9): 'Voy por {distance} kilómetros en {goal time}', the distance as
// the organizer wrote it, and no line for a reto run for a time or an athlete without a goal.
import { describe, expect, it } from 'vitest';
import { kilometres, raceBibText } from '@shared/retos/race-bib';

describe('raceBibText', () => {
  it.each([
    [{ distance: 21.1, eventType: 'standard' }, '01:45:00', 'Voy por 21.1 kilómetros en 01:45:00'],
    [{ distance: 10, eventType: 'standard' }, '00:50:30', 'Voy por 10 kilómetros en 00:50:30'],
    [{ distance: 42.195, eventType: 'standard' }, '04:00:00', 'Voy por 42.2 kilómetros en 04:00:00'],
    [{ distance: 5.25, eventType: 'standard' }, '00:30:00', 'Voy por 5.25 kilómetros en 00:30:00'],
    [{ distance: 21.1, eventType: 'byTime' }, '01:45:00', null],
    [{ distance: 21.1, eventType: 'standard' }, '00:00:00', null],
  ])('for %j and the goal %s says %j', (reto, goal, text) => expect(raceBibText(reto, goal)).toBe(text));
});

describe('kilometres', () => {
  it.each([
    [0.1 + 0.2, '0.3'],
    [3, '3'],
    [12.5, '12.5'],
  ])('writes %d km as %s', (distance, text) => expect(kilometres(distance)).toBe(text));
});
