// The waiting list's pure rules (docs/registration.md, Waiting list): the line's order, a move to a
// position, an offer's life and the counts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countsOf, isOfferLive, lapsedOffers, offerExpiry, ordenAt, positionOf, waitingInLine, waitlistCorreo, type ListedEntry } from '@shared/registration/waitlist';

const at = new Date('2030-02-01T12:00:00.000Z');

const entry = (correo: string, orden: number, overrides: Partial<ListedEntry> = {}): ListedEntry => ({ correo, estado: 'esperando', orden, alta: new Date(orden).toISOString(), ...overrides });

const line = [entry('c@x.mx', 30), entry('a@x.mx', 10), entry('o@x.mx', 5, { estado: 'ofrecida', ofertaVence: '2030-02-02T12:00:00.000Z' }), entry('b@x.mx', 20)];

describe('waitingInLine and positionOf', () => {
  it('orders those waiting by the list order and leaves offered entries out', () => {
    expect(waitingInLine(line).map((e) => e.correo)).toEqual(['a@x.mx', 'b@x.mx', 'c@x.mx']);
    expect(positionOf(line, 'c@x.mx')).toBe(3);
    expect(positionOf(line, 'o@x.mx')).toBeNull();
    expect(positionOf(line, 'nadie@x.mx')).toBeNull();
  });

  it('breaks a tie of order by arrival, then address', () => {
    const tied = [entry('z@x.mx', 1, { alta: '2030-01-01T00:00:02Z' }), entry('y@x.mx', 1, { alta: '2030-01-01T00:00:01Z' })];
    expect(waitingInLine(tied).map((e) => e.correo)).toEqual(['y@x.mx', 'z@x.mx']);
  });
});

describe('ordenAt', () => {
  it.each([
    ['c@x.mx', 1, ['c@x.mx', 'a@x.mx', 'b@x.mx']],
    ['a@x.mx', 2, ['b@x.mx', 'a@x.mx', 'c@x.mx']],
    ['a@x.mx', 3, ['b@x.mx', 'c@x.mx', 'a@x.mx']],
    ['b@x.mx', 99, ['a@x.mx', 'c@x.mx', 'b@x.mx']],
    ['b@x.mx', 0, ['b@x.mx', 'a@x.mx', 'c@x.mx']],
  ])('puts %s at place %i', (correo, posicion, expected) => {
    const orden = ordenAt(line, correo, posicion);
    const moved = line.map((e) => (e.correo === correo ? { ...e, orden } : e));
    expect(waitingInLine(moved).map((e) => e.correo)).toEqual(expected);
  });

  it('puts anyone anywhere in any line, the others keeping their order', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 1e12 }), { minLength: 1, maxLength: 30 }), fc.nat(), fc.integer({ min: 1, max: 40 }), (ordenes, pick, posicion) => {
        const entries = ordenes.map((orden, i) => entry(`p${i}@x.mx`, orden));
        const moving = entries[pick % entries.length] as ListedEntry;
        const others = waitingInLine(entries).filter((e) => e !== moving).map((e) => e.correo);
        const moved = entries.map((e) => (e === moving ? { ...e, orden: ordenAt(entries, e.correo, posicion) } : e));
        const after = waitingInLine(moved).map((e) => e.correo);
        expect(after.indexOf(moving.correo)).toBe(Math.min(posicion, entries.length) - 1);
        expect(after.filter((correo) => correo !== moving.correo)).toEqual(others);
      }),
    );
  });
});

describe('offers', () => {
  it('holds a place for the configured hours, then lapses', () => {
    const vence = offerExpiry(at, 24);
    expect(vence).toBe('2030-02-02T12:00:00.000Z');
    const offered = entry('o@x.mx', 1, { estado: 'ofrecida', ofertaVence: vence });
    expect(isOfferLive(offered, new Date(Date.parse(vence) - 1))).toBe(true);
    expect(isOfferLive(offered, new Date(vence))).toBe(false);
    expect(isOfferLive(entry('a@x.mx', 1), at)).toBe(false);
    expect(lapsedOffers(line, new Date('2030-02-03T00:00:00Z')).map((e) => e.correo)).toEqual(['o@x.mx']);
    expect(lapsedOffers(line, at)).toEqual([]);
  });

  it('counts those waiting and those offered a place', () => {
    expect(countsOf(line)).toEqual({ esperando: 3, ofrecidas: 1 });
    expect(countsOf([])).toEqual({ esperando: 0, ofrecidas: 0 });
  });

  it('keys an address whatever its case and spaces', () => {
    expect(waitlistCorreo('  Lucia.H@Prueba.MX ')).toBe('lucia.h@prueba.mx');
  });
});
