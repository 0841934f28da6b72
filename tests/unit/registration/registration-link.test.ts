// The credential of a registration's public link (docs/registration.md, Transfers and modality
// changes): the registroId alone before any transfer, the registroId and its new holder's key after one.
import { describe, expect, it, vi } from 'vitest';
import type { HttpEvent } from '@lambdas/core/http-handler';
import { holdsLink, registrantLinkOf } from '@lambdas/registration/form/registrant-path';
import { confirmationPath, registrationLink } from '@shared/registration/registration-api';

vi.mock('@lambdas/registration/registrants-repository', () => ({ getRegistrant: vi.fn() }));

const ID = 'b1f0c7e2-5a7d-4c1e-9f00-3a2b1c0d9e8f';
const KEY = 'Zx9_Qm-4kT7pLw2RvB8nYc0d';
const pathOf = (registroId: string) => ({ pathParameters: { registroId } }) as unknown as HttpEvent;

describe('registrationLink', () => {
  it('is the registroId before a transfer and carries the key after one, in the page address too', () => {
    expect(registrationLink(ID)).toBe(ID);
    expect(registrationLink(ID, KEY)).toBe(`${ID}.${KEY}`);
    expect(confirmationPath(2, registrationLink(ID, KEY))).toBe(`/detalle-inscrito?event=2&registry=${ID}.${KEY}`);
  });
});

describe('registrantLinkOf', () => {
  it('reads the registroId and the key a link carries', () => {
    expect(registrantLinkOf(pathOf(ID), 2)).toEqual({ eventId: 2, registroId: ID });
    expect(registrantLinkOf(pathOf(`${ID}.${KEY}`), 2)).toEqual({ eventId: 2, registroId: ID, llave: KEY });
  });

  it.each([['not a uuid'], [`${ID}.`], [`${ID}.short`], [`${ID}.${KEY}.${KEY}`], [`${ID}.${KEY}!`]])('answers 404 for %s', (value) => {
    expect(() => registrantLinkOf(pathOf(value), 2)).toThrow(expect.objectContaining({ statusCode: 404 }));
  });
});

describe('holdsLink', () => {
  it.each([
    ['a registration never transferred, by its registroId', undefined, undefined, true],
    ['a registration never transferred, by a made-up key', undefined, KEY, false],
    ['a transferred one, by the old link (no key)', KEY, undefined, false],
    ['a transferred one, by its new key', KEY, KEY, true],
    ['a transferred one, by a key one character off', KEY, `${KEY.slice(0, -1)}e`, false],
    ['a transferred one, by an earlier transfer’s key', KEY, 'Aa1_Bb2-Cc3_Dd4-Ee5_Ff6-', false],
  ])('%s', (_, own, sent, holds) => {
    expect(holdsLink({ llave: own }, { llave: sent })).toBe(holds);
  });
});
