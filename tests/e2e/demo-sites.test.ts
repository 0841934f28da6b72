// The demo seed's organizer webs, as visitors' browsers read them from the e2e layer's demo cloud: the
// spring race's on its subdomain and the night race's on its verified own domain, both published; the
// spring race's lists its organizer's upcoming races, both of them.
import { describe, expect, inject, it } from 'vitest';
import type { HostedSite, OwnerEvents } from '@shared/sites/site-api';
import { callApi } from '../support/accounts';

const cloudUrl = inject('cloudUrl');

describe('the demo seed’s organizer webs', () => {
  it.each([
    ['primavera.localhost', 'Carrera de la Primavera de Puebla', ['ruta', 'preguntas', 'contacto', 'resultados']],
    ['www.nocturna-gdl.mx', 'Carrera Nocturna de Guadalajara', ['kit', 'patrocinadores']],
  ])('serves %s: %s with its pages', async (host, title, pages) => {
    const { status, body } = await callApi<HostedSite>(cloudUrl, `/api/sites/by-host/${host}`);
    expect(status).toBe(200);
    expect(body.site.title).toBe(title);
    expect(Object.keys(body.site.pages).sort()).toEqual([...pages].sort());
    expect(body.site.home.sections.map((section) => section.component)).toEqual(expect.arrayContaining(['header', 'countdown', 'registration']));
  });
});

describe('the spring race’s list of its organizer’s races', () => {
  it('shows the upcoming races the demo organizer administers: the night race and its own among them', async () => {
    const [spring, night] = await Promise.all(['primavera.localhost', 'www.nocturna-gdl.mx'].map(async (host) => (await callApi<HostedSite>(cloudUrl, `/api/sites/by-host/${host}`)).body));
    expect(spring?.site.home.sections.some((section) => section.component === 'eventList' && section.status === 2)).toBe(true);
    const { body } = await callApi<OwnerEvents>(cloudUrl, `/api/events/${spring?.eventId}/owner-events?status=2`);
    // The e2e screens may have made more upcoming races for the demo organizer by then.
    expect(body.events.map((event) => event.iDEvento)).toEqual(expect.arrayContaining([night?.eventId, spring?.eventId]));
  });
});
