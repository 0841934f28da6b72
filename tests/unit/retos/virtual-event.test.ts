// A reto as its organizer creates it: the generated id's shape and the form's bounds and messages.
import { describe, expect, it } from 'vitest';
import { createVirtualEventSchema, newVirtualEventId, virtualEventIdSchema } from '@shared/retos/virtual-event';

const valid = { eventName: 'Reto 10K de invierno', eventDescription: 'Corre donde quieras', eventStart: '2030-01-01T00:00:00-06:00', eventEnd: '2030-01-31T23:59:59-06:00', distance: 10.55 };

describe('newVirtualEventId', () => {
  it('joins three random numbers up to 10000 with hyphens', () => {
    const values = [0, 0.5, 0.99999];
    expect(newVirtualEventId(() => values.shift() ?? 0)).toBe('0-5000-10000');
    for (let i = 0; i < 200; i += 1) expect(virtualEventIdSchema.safeParse(newVirtualEventId()).success).toBe(true);
  });
});

describe('createVirtualEventSchema', () => {
  it('takes a reto with a name of up to 50 characters and a distance in hundredths of a kilometre', () => {
    expect(createVirtualEventSchema.parse(valid)).toMatchObject({ ...valid, price: 0 });
    expect(createVirtualEventSchema.safeParse({ ...valid, eventName: 'x'.repeat(51) }).success).toBe(false);
    expect(createVirtualEventSchema.safeParse({ ...valid, distance: 10.555 }).error?.issues[0]?.message).toBe('La distancia va en kilómetros con hasta dos decimales');
    expect(createVirtualEventSchema.safeParse({ ...valid, distance: 0 }).success).toBe(false);
  });

  it("answers 'Campo requerido' for a missing name, description, start, end or distance (§5)", () => {
    const missing = createVirtualEventSchema.safeParse({ eventName: ' ', eventDescription: '', eventStart: '', price: 0 });
    expect(Object.fromEntries(missing.error?.issues.map((issue) => [issue.path[0], issue.message]) ?? [])).toEqual({
      eventName: 'Campo requerido',
      eventDescription: 'Campo requerido',
      eventStart: 'Campo requerido',
      eventEnd: 'Campo requerido',
      distance: 'Campo requerido',
    });
    expect(createVirtualEventSchema.safeParse({ ...valid, distance: Number.NaN }).error?.issues[0]?.message).toBe('Escribe un número válido');
  });

  it("refuses a start that is not before the end with the spec's message", () => {
    const same = createVirtualEventSchema.safeParse({ ...valid, eventEnd: valid.eventStart });
    expect(same.error?.issues.map((issue) => issue.message)).toEqual(['La fecha de inicio debe ser inferior a la de finalización']);
    expect(createVirtualEventSchema.safeParse({ ...valid, eventStart: valid.eventEnd, eventEnd: valid.eventStart }).success).toBe(false);
  });
});
