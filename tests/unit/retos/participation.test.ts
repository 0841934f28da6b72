// The step rules of a reto (docs/retos.md §4, §5): what each step needs before the next, the toast of the
// first unmet one, and the times as HH:MM:SS.
import { describe, expect, it } from 'vitest';
import { accessCodeSchema, blockerBefore, formatTime, secondsOf, timeParts, timeSchema, unmetRequirement, type StepFacts } from '@shared/retos/participation';

const done: StepFacts = { active: true, formPending: false, goalTime: '00:45:00', finishTime: '00:47:10', hasActivity: false, evidencePhotos: 1 };

describe('step requirements', () => {
  it.each<[string, number, Partial<StepFacts>, string | null]>([
    ['registration held, no form', 0, {}, null],
    ['registration not held (payment pending)', 0, { active: false }, 'Completa tu registro para continuar'],
    ['form not filled', 0, { formPending: true }, 'Completa el formulario para continuar'],
    ['registration not held and form not filled: registration first', 0, { active: false, formPending: true }, 'Completa tu registro para continuar'],
    ['goal set', 1, {}, null],
    ['no goal', 1, { goalTime: '00:00:00' }, 'Ingresa el tiempo que deseas realizar en el reto'],
    ['time with a photo', 2, {}, null],
    ['time with an activity and no photo', 2, { evidencePhotos: 0, hasActivity: true }, null],
    ['time without evidence', 2, { evidencePhotos: 0 }, 'Ingresa tu tiempo con una evidencia la evidencia de tu tiempo'],
    ['evidence without time', 2, { finishTime: undefined }, 'Ingresa tu tiempo con una evidencia la evidencia de tu tiempo'],
    ['a zero time', 2, { finishTime: '00:00:00' }, 'Ingresa tu tiempo con una evidencia la evidencia de tu tiempo'],
    ['finish line', 3, { goalTime: '00:00:00', finishTime: undefined, evidencePhotos: 0 }, null],
    ['results', 4, { active: false }, null],
  ])('%s (step %i)', (_case, step, change, expected) => {
    expect(unmetRequirement(step, { ...done, ...change })).toBe(expected);
  });

  it('names the first unmet step before the target', () => {
    const facts = { ...done, goalTime: '00:00:00', evidencePhotos: 0 };
    expect(blockerBefore(0, { ...facts, active: false })).toBeNull();
    expect(blockerBefore(1, facts)).toBeNull();
    expect(blockerBefore(4, facts)).toBe('Ingresa el tiempo que deseas realizar en el reto');
    expect(blockerBefore(4, { ...facts, goalTime: '01:00:00' })).toBe('Ingresa tu tiempo con una evidencia la evidencia de tu tiempo');
    expect(blockerBefore(4, done)).toBeNull();
  });
});

describe('times', () => {
  it('pads hours, minutes and seconds and reads them back', () => {
    expect(formatTime({ hours: 1, minutes: 5, seconds: 9 })).toBe('01:05:09');
    expect(formatTime({ hours: 100, minutes: 59, seconds: 59 })).toBe('100:59:59');
    expect(secondsOf('01:05:09')).toBe(3909);
  });

  it('never goes below zero', () => {
    expect(timeParts(-30)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(timeParts(3909.4)).toEqual({ hours: 1, minutes: 5, seconds: 9 });
  });

  it.each([
    { hours: 101, minutes: 0, seconds: 0 },
    { hours: 0, minutes: 60, seconds: 0 },
    { hours: 0, minutes: 0, seconds: 60 },
    { hours: -1, minutes: 0, seconds: 0 },
    { hours: 1.5, minutes: 0, seconds: 0 },
  ])('refuses %o', (time) => {
    expect(timeSchema.safeParse(time).success).toBe(false);
  });
});

describe('access codes as typed', () => {
  it('takes six letters or digits in any case and refuses the rest with the spec message', () => {
    expect(accessCodeSchema.parse(' ab12cd ')).toBe('AB12CD');
    const refused = accessCodeSchema.safeParse('AB-12C');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Código inválido');
  });
});
