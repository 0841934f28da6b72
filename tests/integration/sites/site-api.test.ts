// An event's organizer web through the API against the local cloud: drafts saved on the revision
// seen (a second editor is told, nothing is overwritten), publication, the free subdomain, an own
// domain served only after its TXT record is set (the /local/dns stand-in, which then serves it as
// CloudFront would with a distribution tenant, until it is removed), hosts no other event can
// take, subdomains refused as reserved, IDN or look-alikes, a pending claim its domain's verified
// owner takes over, and what a host serves to visitors.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiErrorBody } from '@shared/core/api-error';
import type { HostedSite, SiteEditorView, SiteHostView } from '@shared/sites/site-api';
import { siteApiMessages, siteMessages } from '@shared/sites/site-texts';
import { callApi, signedUpAthlete } from '../../support/accounts';
import { createdEvent } from '../../support/timed-events';

const cloudUrl = inject('cloudUrl');

const content = (title: string) => ({
  title,
  home: { title: 'Inicio', sections: [{ component: 'title', text: 'Bienvenidos al Maratón' }, { component: 'countdown', until: '2030-03-01T07:00:00-06:00' }] },
  pages: { resultados: { title: 'Resultados', sections: [{ component: 'notFound' }] } },
});

let token: string;
let eventId: number;
const site = (path = '') => `/api/events/${eventId}/site${path}`;
const hosted = (host: string) => callApi<HostedSite & ApiErrorBody>(cloudUrl, `/api/sites/by-host/${host}`);
/** The domains the local stand-in of CloudFront's distribution tenants serves. */
const servedDomains = async () => (await (await fetch(`${cloudUrl}/local/dns/tenants`)).json()) as string[];

beforeAll(async () => {
  ({ token } = await signedUpAthlete(cloudUrl));
  ({ iDEvento: eventId } = await createdEvent(cloudUrl, token));
});

describe('the site editor API', () => {
  it('saves drafts on the revision seen and tells a second editor instead of overwriting', async () => {
    expect((await callApi<SiteEditorView>(cloudUrl, site(), { token })).body).toMatchObject({ draft: null, revision: 0, publishedRevision: null, hosts: [] });
    const first = await callApi<{ revision: number }>(cloudUrl, site(), { method: 'PUT', token, body: { revision: 0, content: content('Maratón de Prueba') } });
    expect(first).toEqual({ status: 200, body: { revision: 1 } });
    const second = await callApi<ApiErrorBody>(cloudUrl, site(), { method: 'PUT', token, body: { revision: 0, content: content('Otro título') } });
    expect(second.status).toBe(409);
    expect(second.body.message).toContain('Otra persona guardó el sitio');
    const stored = (await callApi<SiteEditorView>(cloudUrl, site(), { token })).body;
    expect(stored.draft?.title).toBe('Maratón de Prueba');
    expect(stored.draft?.home.sections[0]).toMatchObject({ component: 'title', width: 1, hide: false, padding: 16 });
  });

  it('refuses a link that could run script, an image from anywhere but https or the media, and a reserved page name, in Spanish', async () => {
    const hostile = {
      revision: 1,
      content: {
        title: 'X',
        home: { sections: [{ component: 'header', menu: [{ text: 'Clic', url: 'javascript:alert(1)' }, { text: 'Fuera', url: '//otro.example' }] }, { component: 'image', image: { url: 'data:image/png;base64,AAAA' } }] },
        pages: { web: { sections: [] }, evento_3: { sections: [] } },
      },
    };
    const refused = await callApi<ApiErrorBody>(cloudUrl, site(), { method: 'PUT', token, body: hostile });
    expect(refused.status).toBe(400);
    expect(Object.values(refused.body.fields ?? {})).toEqual(
      expect.arrayContaining([
        'Escribe una dirección que empiece con https://, http://, / o #',
        'La imagen debe ser una dirección https:// o una imagen subida a la plataforma',
        "El nombre de la página no puede ser 'web'",
        'El nombre de la página lleva solo minúsculas, números y - (hasta 60)',
      ]),
    );
    expect((await callApi<SiteEditorView>(cloudUrl, site(), { token })).body.revision).toBe(1);
  });

  it('publishes the draft of the revision seen, and serves it on the free subdomain', async () => {
    const slug = `maraton-${randomUUID().slice(0, 8)}`;
    const host = `${slug}.localhost`;
    expect((await hosted(host)).status).toBe(404);
    const added = await callApi<SiteHostView>(cloudUrl, site('/hosts'), { method: 'POST', token, body: { tipo: 'subdominio', slug } });
    expect(added).toEqual({ status: 201, body: { host, kind: 'subdominio', status: 'activo' } });
    // Not published yet: the host serves nothing.
    expect((await hosted(host)).status).toBe(404);
    expect((await callApi(cloudUrl, site('/publication'), { method: 'POST', token, body: { revision: 2 } })).status).toBe(409);
    expect((await callApi(cloudUrl, site('/publication'), { method: 'POST', token, body: { revision: 1 } })).status).toBe(200);
    const served = await fetch(`${cloudUrl}/api/sites/by-host/${host}`);
    expect(served.headers.get('cache-control')).toBe('public, max-age=60');
    expect(((await served.json()) as HostedSite)).toMatchObject({ eventId, site: { title: 'Maratón de Prueba' } });

    // A later draft is not public until published.
    expect((await callApi(cloudUrl, site(), { method: 'PUT', token, body: { revision: 1, content: content('Borrador nuevo') } })).status).toBe(200);
    expect((await hosted(host)).body.site.title).toBe('Maratón de Prueba');

    // Nobody else takes the subdomain, and nobody takes the platform's own host.
    const other = await signedUpAthlete(cloudUrl);
    const otherEvent = await createdEvent(cloudUrl, other.token);
    const taken = await callApi<ApiErrorBody>(cloudUrl, `/api/events/${otherEvent.iDEvento}/site/hosts`, { method: 'POST', token: other.token, body: { tipo: 'subdominio', slug } });
    expect([taken.status, taken.body.message]).toEqual([409, 'Esa dirección ya la usa otro sitio']);
    // Nor removes another event's host.
    expect((await callApi(cloudUrl, `/api/events/${otherEvent.iDEvento}/site/hosts/${host}`, { method: 'DELETE', token: other.token })).status).toBe(404);
    expect((await hosted(host)).status).toBe(200);
  });

  it("serves an own domain only once its TXT record holds the platform's token", async () => {
    const domain = `www.carrera-${randomUUID().slice(0, 8)}.mx`;
    const added = await callApi<SiteHostView>(cloudUrl, site('/hosts'), { method: 'POST', token, body: { tipo: 'propio', dominio: domain.toUpperCase() } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ host: domain, kind: 'propio', status: 'pendiente', verification: { recordName: `_carreras-verificacion.${domain}` } });
    expect(added.body.verification?.value).toMatch(/^carreras-verificacion=[0-9a-f]{32}$/);
    expect((await hosted(domain)).status).toBe(404);

    const early = await callApi<ApiErrorBody>(cloudUrl, site(`/hosts/${domain}/verification`), { method: 'POST', token, body: {} });
    expect(early.status).toBe(409);
    expect(early.body.message).toContain('registro TXT');
    expect(await servedDomains()).not.toContain(domain);

    // What the organizer does at their DNS provider, locally.
    const set = await fetch(`${cloudUrl}/local/dns/records`, { method: 'POST', body: new URLSearchParams({ recordName: `_carreras-verificacion.${domain}`, token: added.body.verification?.value ?? '' }), redirect: 'manual' });
    expect(set.status).toBe(303);
    const verified = await callApi<SiteHostView>(cloudUrl, site(`/hosts/${domain}/verification`), { method: 'POST', token, body: {} });
    expect(verified.body).toEqual({ host: domain, kind: 'propio', status: 'activo' });
    expect((await hosted(domain)).body.eventId).toBe(eventId);
    // Served as CloudFront would with a tenant of its own, and listed so on the local page.
    expect(await servedDomains()).toContain(domain);
    const page = await (await fetch(`${cloudUrl}/local/dns`)).text();
    expect(page.slice(page.indexOf('Dominios servidos'))).toContain(domain);

    expect((await callApi(cloudUrl, site(`/hosts/${domain}`), { method: 'DELETE', token })).status).toBe(200);
    expect((await hosted(domain)).status).toBe(404);
    expect(await servedDomains()).not.toContain(domain);
  });

  it('refuses a reserved subdomain, an IDN one, one that reads alike another and an own domain under the platform, in Spanish on the field', async () => {
    const add = (body: unknown) => callApi<ApiErrorBody>(cloudUrl, site('/hosts'), { method: 'POST', token, body });
    for (const slug of ['admin', 'api', 'static', 'mail', 'auth', 'cognito', 'media', 'cdn', 'app', 'local', 'www', 'ns1', 'soporte']) {
      const refused = await add({ tipo: 'subdominio', slug });
      expect([slug, refused.status, refused.body]).toEqual([slug, 400, { code: 'SLUG_RESERVED', message: siteMessages.slugReserved, fields: { slug: siteMessages.slugReserved } }]);
    }
    for (const slug of ['xn--primvera-46g', 'xn--prmavera-d2a']) {
      const refused = await add({ tipo: 'subdominio', slug });
      expect([slug, refused.status, refused.body.code, refused.body.message]).toEqual([slug, 400, 'SLUG_PUNYCODE', siteMessages.slugPunycode]);
    }

    const id = randomUUID().slice(0, 8);
    expect((await add({ tipo: 'subdominio', slug: `primavera-${id}` })).status).toBe(201);
    for (const slug of [`prirnavera-${id}`, `pr1mavera-${id}`, `prima-vera-${id}`]) {
      const refused = await add({ tipo: 'subdominio', slug });
      expect([slug, refused.status, refused.body.code, refused.body.fields?.slug]).toEqual([slug, 409, 'SLUG_LOOK_ALIKE', siteApiMessages.slugLookAlike]);
    }

    const underPlatform = await add({ tipo: 'propio', dominio: 'admin.localhost' });
    expect([underPlatform.status, underPlatform.body.code, underPlatform.body.fields?.dominio]).toEqual([409, 'MAIN_HOST', siteApiMessages.mainHost]);
    const hosts = (await callApi<SiteEditorView>(cloudUrl, site(), { token })).body.hosts.map(({ host }) => host);
    expect(hosts).not.toEqual(expect.arrayContaining(['admin.localhost']));
    expect(hosts.filter((host) => host.endsWith(`-${id}.localhost`))).toEqual([`primavera-${id}.localhost`]);
  });

  it("lets the verified owner of www.{apex} take over another event's pending claim of the apex, which lapses in 72 hours", async () => {
    const apex = `nocturna-${randomUUID().slice(0, 8)}.mx`;
    const www = `www.${apex}`;
    const added = await callApi<SiteHostView>(cloudUrl, site('/hosts'), { method: 'POST', token, body: { tipo: 'propio', dominio: www } });
    expect(added.status).toBe(201);
    await fetch(`${cloudUrl}/local/dns/records`, { method: 'POST', body: new URLSearchParams({ recordName: `_carreras-verificacion.${www}`, token: added.body.verification?.value ?? '' }), redirect: 'manual' });
    expect((await callApi<SiteHostView>(cloudUrl, site(`/hosts/${www}/verification`), { method: 'POST', token, body: {} })).body.status).toBe('activo');

    const squatter = await signedUpAthlete(cloudUrl);
    const { iDEvento: squatterEvent } = await createdEvent(cloudUrl, squatter.token);
    const before = Date.now();
    const squat = await callApi<SiteHostView>(cloudUrl, `/api/events/${squatterEvent}/site/hosts`, { method: 'POST', token: squatter.token, body: { tipo: 'propio', dominio: apex } });
    expect(squat.body.status).toBe('pendiente');
    const lapses = Date.parse(squat.body.expiresAt ?? '');
    expect(lapses).toBeGreaterThanOrEqual(before + 72 * 3_600_000 - 1_000);
    expect(lapses).toBeLessThanOrEqual(Date.now() + 72 * 3_600_000);

    const owner = await callApi<SiteHostView>(cloudUrl, site('/hosts'), { method: 'POST', token, body: { tipo: 'propio', dominio: apex } });
    expect(owner.status).toBe(201);
    expect(owner.body).toMatchObject({ host: apex, status: 'pendiente' });
    expect(owner.body.verification?.value).not.toBe(squat.body.verification?.value);
    expect((await callApi<SiteEditorView>(cloudUrl, `/api/events/${squatterEvent}/site`, { token: squatter.token })).body.hosts).toEqual([]);
    // The squatter cannot take it back without publishing a record in the domain's DNS, which it cannot.
    const back = await callApi<ApiErrorBody>(cloudUrl, `/api/events/${squatterEvent}/site/hosts`, { method: 'POST', token: squatter.token, body: { tipo: 'propio', dominio: apex } });
    expect([back.status, back.body.code]).toEqual([409, 'HOST_PENDING_ELSEWHERE']);
    expect(back.body.message).toContain(`_carreras-verificacion.${apex}`);
  });

  it('serves the event web on the main host only while the event has showWeb on and a published site', async () => {
    const web = (id: number) => callApi<HostedSite>(cloudUrl, `/api/events/${id}/web`);
    // The first event has a published site but no showWeb.
    expect((await web(eventId)).status).toBe(404);
    const { iDEvento: withWeb } = await createdEvent(cloudUrl, token, { showWeb: true });
    expect((await web(withWeb)).status).toBe(404);
    expect((await callApi(cloudUrl, `/api/events/${withWeb}/site`, { method: 'PUT', token, body: { revision: 0, content: content('Web del evento') } })).status).toBe(200);
    expect((await callApi(cloudUrl, `/api/events/${withWeb}/site/publication`, { method: 'POST', token, body: { revision: 1 } })).status).toBe(200);
    expect((await web(withWeb)).body).toMatchObject({ eventId: withWeb, site: { title: 'Web del evento' } });
  });
});
