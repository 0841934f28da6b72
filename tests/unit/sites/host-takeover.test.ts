import { describe, expect, it } from 'vitest';
import { vouchesFor } from '@lambdas/sites/host-takeover';

describe('vouchesFor', () => {
  it.each([
    ['the apex of its www', 'www.nocturna-gdl.mx', 'nocturna-gdl.mx'],
    ['a sibling under the apex of its www', 'www.nocturna-gdl.mx', 'tienda.nocturna-gdl.mx'],
    ['a name under it', 'www.nocturna-gdl.mx', 'fotos.www.nocturna-gdl.mx'],
    ['a name under a domain that is not www', 'eventos.universidad.mx', 'maraton.eventos.universidad.mx'],
  ])('lets a verified owner take over %s', (_case, verified, host) => {
    expect(vouchesFor(verified, host)).toBe(true);
  });

  it.each([
    ['the parent of a domain that is not www', 'eventos.universidad.mx', 'universidad.mx'],
    ['a sibling of a domain that is not www', 'eventos.universidad.mx', 'deportes.universidad.mx'],
    ['another domain ending alike', 'www.nocturna-gdl.mx', 'otra-nocturna-gdl.mx'],
    ['the top-level domain of www.{tld}', 'www.mx', 'carrera.mx'],
    ['the domain itself', 'www.nocturna-gdl.mx', 'www.nocturna-gdl.mx'],
  ])('refuses %s', (_case, verified, host) => {
    expect(vouchesFor(verified, host)).toBe(false);
  });
});
