// The demo seed's organizer webs, as visitors' browsers read them from the shared local cloud: the
// spring race's on its subdomain and the night race's on its verified own domain, both published.
import { describe, expect, inject, it } from 'vitest';
import type { HostedSite } from '@shared/sites/site-api';
import { callApi } from '../../support/accounts';

const cloudUrl = inject('cloudUrl');

describe('the demo seed’s organizer webs', () => {
  it.each([
    ['primavera.localhost', 'Carrera de la Primavera de Puebla', ['ruta', 'preguntas', 'contacto']],
    ['www.nocturna-gdl.mx', 'Carrera Nocturna de Guadalajara', ['kit', 'patrocinadores']],
  ])('serves %s: %s with its pages', async (host, title, pages) => {
    const { status, body } = await callApi<HostedSite>(cloudUrl, `/api/sites/by-host/${host}`);
    expect(status).toBe(200);
    expect(body.site.title).toBe(title);
    expect(Object.keys(body.site.pages).sort()).toEqual([...pages].sort());
    expect(body.site.home.sections.map((section) => section.component)).toEqual(expect.arrayContaining(['header', 'countdown', 'registration']));
  });
});
