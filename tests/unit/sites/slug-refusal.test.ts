import { describe, expect, it } from 'vitest';
import { siteMessages } from '@shared/sites/site-texts';
import { slugRefusal } from '@shared/sites/slug-refusal';
import { slugSkeleton } from '@shared/sites/slug-skeleton';

describe('slugRefusal', () => {
  it.each([
    'admin', 'api', 'static', 'mail', 'auth', 'cognito', 'media', 'cdn', 'app', 'local', 'www',
    'smtp', 'imap', 'pop', 'ftp', 'ns1', 'ns2', 'dns', 'status', 'support', 'help', 'soporte', 'ayuda', 'login',
    'cuenta', 'pagos', 'payments', 'billing', 'dashboard', 'console', 'assets', 'img', 'images', 'files', 'docs',
    'blog', 'dev', 'test', 'staging', 'beta', 'webmail', 'autodiscover', 'dmarc', 'mta-sts', 'carreras',
  ])('refuses the reserved %s', (slug) => {
    expect(slugRefusal(slug)).toEqual({ code: 'SLUG_RESERVED', message: siteMessages.slugReserved });
  });

  it.each([
    ['a digit for a letter', 'adm1n'],
    ['a zero for an o', 'l0gin'],
    ['rn for m', 'adrnin'],
    ['vv for w', 'vvvvw'],
    ['a dash inside', 'web-mail'],
    ['a number after it', 'www2'],
    ['a dashed number after it', 'api-10'],
    ['a zero for its last o', 'cognit0'],
    ['a one for its last l', 'mai1'],
  ])('refuses a reserved name written with %s (%s)', (_case, slug) => {
    expect(slugRefusal(slug)?.code).toBe('SLUG_RESERVED');
  });

  it.each(['xn--primvera-46g', 'xn--prmavera-d2a', 'ab--carrera'])('refuses the IDN label %s', (slug) => {
    expect(slugRefusal(slug)).toEqual({ code: 'SLUG_PUNYCODE', message: siteMessages.slugPunycode });
  });

  it.each(['primavera', 'mi-carrera', 'maraton-2026', 'nocturna-gdl', 'carrera-del-bosque', 'admin-carrera', 'x-n--a'])('lets %s through', (slug) => {
    expect(slugRefusal(slug)).toBeNull();
  });
});

describe('slugSkeleton', () => {
  it.each([
    ['0 and o', '0tono', 'otono'],
    ['1, l and i', 'prlmavera', 'pr1mavera'],
    ['rn and m', 'prirnavera', 'primavera'],
    ['vv and w', 'vvorld', 'world'],
    ['cl and d', 'clorado', 'dorado'],
    ['a dash', 'prima-vera', 'primavera'],
    ['upper case', 'PRIMAVERA', 'primavera'],
  ])('reads %s alike', (_case, one, other) => {
    expect(slugSkeleton(one)).toBe(slugSkeleton(other));
  });

  it.each([
    ['two years of one race', 'maraton2025', 'maraton2026'],
    ['different names', 'primavera', 'otono'],
    ['one letter more', 'primavera', 'primaveras'],
  ])('tells %s apart', (_case, one, other) => {
    expect(slugSkeleton(one)).not.toBe(slugSkeleton(other));
  });
});
