// Which events an organizer web shows (docs/sites.md 'Platform sections'), through the API against the
// local cloud: a platform section shows the site's own event or one the site's owner administers
// (master or MasterOrganizador), refused on save otherwise and named as the editor names it; a section
// whose event the owner no longer administers is dropped from what the host serves and its form's
// posts are refused; an event list shows the owner's administered events, never another's that
// copies the organizer's name.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiErrorBody } from '@shared/core/api-error';
import type { CreatedSubmission } from '@shared/sites/form-submission-api';
import type { HostedSite, OwnerEvents, SiteEditorView } from '@shared/sites/site-api';
import { callApi, signedUpAthlete } from '../../support/accounts';
import { getAsHost } from '../../support/request-as-host';
import { createdEvent } from '../../support/timed-events';
import { registrationEvent, registryConfigFor, type RegistrationEvent } from '../registration/registration-fixture';

const cloudUrl = inject('cloudUrl');

const contacto = [{ campo: 'nombre', etiqueta: 'Nombre', iDCampo: 'nombre', tipoCampo: 'text', validacion: 'Requerido', order: 1 }];
const withForm = registryConfigFor({ gruposFormularios: { contacto } });

type Account = Awaited<ReturnType<typeof signedUpAthlete>>;

const grant = async (event: { eventId: number; token: string }, who: Account, perfil: string) =>
  expect((await callApi(cloudUrl, `/api/events/${event.eventId}/authorized-users`, { method: 'PUT', token: event.token, body: { correo: who.athlete.correo, perfil } })).status).toBe(200);

const post = (eventId: number, sitio: number) =>
  callApi<CreatedSubmission & ApiErrorBody>(cloudUrl, `/api/events/${eventId}/forms/contacto/submissions`, {
    method: 'POST',
    body: { intento: randomUUID(), sitio, campos: { nombre: 'Ana López' } },
  });

describe("an organizer web's platform sections", () => {
  let owner: Account;
  let siteEventId: number;
  let ownOtherId: number;
  /** Another organizer's event, on which the owner is only a Master Cliente. */
  let foreign: RegistrationEvent;
  /** Another organizer's event the owner administers as Master Organizador, until it is revoked. */
  let shared: RegistrationEvent;
  const host = `embebidos-${randomUUID().slice(0, 8)}.localhost`;
  const site = (path = '') => `/api/events/${siteEventId}/site${path}`;
  const save = (revision: number, sections: unknown[]) =>
    callApi<{ revision: number } & ApiErrorBody>(cloudUrl, site(), { method: 'PUT', token: owner.token, body: { revision, content: { title: 'Club de Prueba', home: { sections } } } });

  beforeAll(async () => {
    owner = await signedUpAthlete(cloudUrl);
    [{ iDEvento: siteEventId }, { iDEvento: ownOtherId }, foreign, shared] = await Promise.all([
      createdEvent(cloudUrl, owner.token),
      createdEvent(cloudUrl, owner.token),
      registrationEvent(cloudUrl, withForm),
      registrationEvent(cloudUrl, withForm),
    ]);
    await grant(foreign, owner, 'MasterCliente');
    await grant(shared, owner, 'MasterOrganizador');
  });

  it("refuses a save that shows an event the site's owner does not administer, naming the section, and stores nothing", async () => {
    const refused = await save(0, [
      { component: 'title', text: 'Bienvenidos' },
      { component: 'registration', eventId: foreign.eventId },
      { component: 'form', eventId: foreign.eventId, grupo: 'contacto' },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('FOREIGN_EVENT');
    expect(refused.body.message).toBe(
      `Inicio › Inscripciones (sección 2) muestra el evento ${foreign.eventId}, que no administra la cuenta dueña del sitio: ` +
        'una sección de la plataforma solo muestra el evento del sitio o uno que ella administre',
    );
    expect(Object.keys(refused.body.fields ?? {})).toEqual(['content.home.sections.1.eventId', 'content.home.sections.2.eventId']);
    expect((await callApi<SiteEditorView>(cloudUrl, site(), { token: owner.token })).body).toMatchObject({ draft: null, revision: 0 });
  });

  it('saves and serves sections of the site’s own event, of another event of its owner and of one it administers', async () => {
    const saved = await save(0, [
      { component: 'registration', eventId: siteEventId },
      { component: 'eventWeb', eventId: ownOtherId },
      { component: 'form', eventId: shared.eventId, grupo: 'contacto', title: 'Escribe a la carrera hermana' },
    ]);
    expect(saved).toEqual({ status: 200, body: { revision: 1 } });
    expect((await callApi(cloudUrl, site('/publication'), { method: 'POST', token: owner.token, body: { revision: 1 } })).status).toBe(200);
    const slug = host.replace('.localhost', '');
    expect((await callApi(cloudUrl, site('/hosts'), { method: 'POST', token: owner.token, body: { tipo: 'subdominio', slug } })).status).toBe(201);
    const served = await callApi<HostedSite>(cloudUrl, `/api/sites/by-host/${host}`);
    expect(served.body.site.home.sections.map((section) => section.component)).toEqual(['registration', 'eventWeb', 'form']);
    expect((await post(shared.eventId, siteEventId)).status).toBe(201);
  });

  it('drops a section whose event its owner no longer administers from what the host serves, and refuses that form’s posts from the site', async () => {
    const revoked = await callApi(cloudUrl, `/api/events/${shared.eventId}/authorized-users/${encodeURIComponent(owner.athlete.correo)}`, { method: 'DELETE', token: shared.token });
    expect(revoked.status).toBeLessThan(300);

    const served = await callApi<HostedSite>(cloudUrl, `/api/sites/by-host/${host}`);
    expect(served.body.site.home.sections.map((section) => section.component)).toEqual(['registration', 'eventWeb']);
    const page = await getAsHost(`${cloudUrl}/`, host);
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('Escribe a la carrera hermana');
    expect(page.body).not.toContain(`"eventId":${shared.eventId}`);

    const refused = await post(shared.eventId, siteEventId);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Este formulario no está disponible en este sitio');
    // Sent from the event's own web, its form is still the event's.
    expect((await post(shared.eventId, shared.eventId)).status).toBe(201);
    expect((await post(foreign.eventId, siteEventId)).status).toBe(403);
  });
});

describe('an event list section', () => {
  const list = (eventId: number, status: string) => callApi<OwnerEvents & ApiErrorBody>(cloudUrl, `/api/events/${eventId}/owner-events?status=${status}`);

  it("lists the events of one status its site's owner created, in the public list's order, never another's that copies the organizer's name or grants the owner a role", async () => {
    const [owner, other] = await Promise.all([signedUpAthlete(cloudUrl), signedUpAthlete(cloudUrl)]);
    const organizador = { nombre: `Club ${randomUUID().slice(0, 8)}`, colorOrganizador: '#e8630a', linkAvisoPrivacidad: '' };
    const [site, sooner, closed, impostor, staffed, clientOnly] = await Promise.all([
      createdEvent(cloudUrl, owner.token, { organizador, fechaEvento: '2030-05-01' }),
      createdEvent(cloudUrl, owner.token, { organizador, fechaEvento: '2030-04-01' }),
      createdEvent(cloudUrl, owner.token, { organizador, eventoDisponible: 1 }),
      createdEvent(cloudUrl, other.token, { organizador, nombreEvento: 'EVENTO FALSO', fechaEvento: '2030-04-15' }),
      createdEvent(cloudUrl, other.token, { fechaEvento: '2030-06-01' }),
      createdEvent(cloudUrl, other.token, { fechaEvento: '2030-07-01' }),
    ]);
    await grant({ eventId: staffed.iDEvento, token: other.token }, owner, 'MasterOrganizador');
    await grant({ eventId: clientOnly.iDEvento, token: other.token }, owner, 'MasterCliente');

    const upcoming = await list(site.iDEvento, '2');
    expect(upcoming.status).toBe(200);
    // Any account may create an event and make the owner its MasterOrganizador without asking.
    expect(upcoming.body.events.map((event) => event.iDEvento)).toEqual([sooner.iDEvento, site.iDEvento]);
    expect(upcoming.body.events.some((event) => event.iDEvento === impostor.iDEvento)).toBe(false);
    expect((await list(site.iDEvento, '1')).body.events.map((event) => event.iDEvento)).toEqual([closed.iDEvento]);
    expect((await list(site.iDEvento, '4')).body.events).toEqual([]);

    const bad = await list(site.iDEvento, 'todos');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Datos inválidos, revisa el formulario');
    expect((await list(999_999_997, '2')).status).toBe(404);
  });
});
