// The demo's two organizer webs, made through the site editor API as an organizer would: the spring
// race's on its free subdomain (http://primavera.localhost:3000) and the night race's on an own
// domain verified through the local DNS stand-in (www.nocturna-gdl.mx, which a browser reaches with
// a host mapping). Each has a home page and two more pages (the spring race's three, one a contact
// form with a few messages already sent); the spring race's home lists its organizer's upcoming races.
// Both are published.
import { inputToInstant } from '@shared/registration/instant-input';
import type { EventSummary } from '@shared/results/event-schemas';
import type { SubmissionPage } from '@shared/sites/form-submission-api';
import type { SiteEditorView } from '@shared/sites/site-api';
import { dnsPath } from '../local-dns';
import type { SeedStep } from '../seed-demo';
import { demoAccount, demoPassword } from './demo-accounts';
import { CONTACT_GROUP } from './demo-registration';
import { readDemoState } from './demo-state';
import { demoUuid } from './demo-uuid';
import { signedInApi, type SeedApi } from './seed-api';

export const DEMO_SUBDOMAIN = 'primavera';
export const DEMO_DOMAIN = 'www.nocturna-gdl.mx';

type DemoEvent = Pick<EventSummary, 'fechaEvento' | 'horaEvento' | 'zonaHoraria'>;

/** The race's start on its own clock (the night race's 20:00, not a morning), the countdown's end. */
function raceStart(event: DemoEvent): string {
  const start = inputToInstant(`${event.fechaEvento}T${event.horaEvento}`, event.zonaHoraria);
  if (!start) throw new Error(`The demo event's start is not a moment: ${event.fechaEvento} ${event.horaEvento}`);
  return start;
}

function springSite(eventId: number, event: DemoEvent): unknown {
  return {
    title: 'Carrera de la Primavera de Puebla',
    miniTheme: { primary: '#2e7d32', secondary: '#1b3a1d', fontFamily: 'redondeada' },
    home: {
      title: 'Inicio',
      sections: [
        {
          component: 'header',
          menu: [
            { text: 'Ruta', url: '/ruta' },
            { text: 'Preguntas', url: '/preguntas' },
            { text: 'Contacto', url: '/contacto' },
            { text: 'Inscríbete', url: '#inscripcion' },
          ],
        },
        { component: 'title', text: 'Corre la primavera en Puebla' },
        { component: 'countdown', title: 'Faltan', until: raceStart(event) },
        { component: 'textWithTitle', title: 'La carrera', body: '21K, 10K, 5K y **carrera infantil** por el centro histórico.\n\nSalida y meta en el Paseo Bravo.' },
        { component: 'registration', eventId, render: 'viewandButton', buttonText: 'Inscríbete', sectionID: 'inscripcion' },
        { component: 'eventList', status: 2, title: 'Nuestras próximas carreras' },
        { component: 'footer', body: 'Organiza **Corredores de Puebla A.C.**' },
      ],
    },
    pages: {
      ruta: { title: 'Ruta', sections: [{ component: 'title', text: 'La ruta' }, { component: 'textWithTitle', title: 'Recorrido', body: 'Del Paseo Bravo al zócalo y de regreso, con abastecimiento cada 2.5 km.' }] },
      preguntas: { title: 'Preguntas', sections: [{ component: 'title', text: 'Preguntas frecuentes' }, { component: 'textWithTitle', title: '¿Dónde recojo mi kit?', body: 'En el Centro de Convenciones, el viernes y el sábado antes de la carrera.' }] },
      contacto: {
        title: 'Contacto',
        sections: [
          { component: 'form', eventId, grupo: CONTACT_GROUP, title: 'Escríbenos', submitText: 'Enviar mensaje', backText: 'Escribir otro mensaje' },
          { component: 'textWithTitle', title: '¿Prefieres llamar?', body: 'Lunes a viernes de 9:00 a 18:00 al **222 555 0101**.' },
        ],
      },
    },
  };
}

function nightSite(eventId: number, event: DemoEvent): unknown {
  return {
    title: 'Carrera Nocturna de Guadalajara',
    miniTheme: { primary: '#8c9eff', secondary: '#0d1033', text: '#f5f5f5', background: '#12142b', fontFamily: 'condensada' },
    home: {
      title: 'Inicio',
      sections: [
        { component: 'header', menu: [{ text: 'Kit', url: '/kit' }, { text: 'Patrocinadores', url: '/patrocinadores' }] },
        { component: 'title', text: 'Corre Guadalajara de noche' },
        { component: 'countdown', title: 'La salida es en', until: raceStart(event) },
        { component: 'registration', eventId, render: 'viewFullandButton' },
      ],
    },
    pages: {
      kit: { title: 'Kit', sections: [{ component: 'textWithTitle', title: 'Tu kit', body: 'Playera técnica, número con chip y medalla al terminar.' }] },
      patrocinadores: { title: 'Patrocinadores', sections: [{ component: 'title', text: 'Gracias a quienes lo hacen posible' }] },
    },
  };
}

/** What visitors already sent through the spring race's contact form. */
const contactMessages = [
  { contactoNombre: 'Mariana Torres', contactoCorreo: 'mariana.torres@correo.mx', contactoTema: 'kits', contactoMensaje: '¿Puede recoger mi kit otra persona con una copia de mi INE?' },
  { contactoNombre: 'Jorge Ramírez', contactoCorreo: 'jorge.ramirez@correo.mx', contactoTema: 'inscripciones', contactoMensaje: 'Me inscribí al 10K y quiero cambiarme al 21K, ¿se puede?' },
  { contactoNombre: 'Cafetería La Pasita', contactoCorreo: 'hola@lapasita.mx', contactoTema: 'patrocinios', contactoMensaje: 'Nos interesa poner un puesto de café en la meta.' },
];

/** Sends them once, on the first start: a later one finds them (and would only spend the form's limit). */
async function sendContactMessages(api: SeedApi, eventId: number): Promise<void> {
  const sent = await api.call<SubmissionPage>('GET', `/api/events/${eventId}/forms/submissions?form=${CONTACT_GROUP}`);
  if (sent.submissions.length > 0) return;
  // Each intento is derived from its message: a start cut short and resumed sends the same submissions.
  for (const [index, campos] of contactMessages.entries()) {
    await api.call('POST', `/api/events/${eventId}/forms/${CONTACT_GROUP}/submissions`, { intento: demoUuid(`contacto-${eventId}-${index}`), sitio: eventId, campos });
  }
}

/** Saves and publishes the site once; a start that finds it published leaves it as the organizer may have changed it. */
async function publishOnce(api: SeedApi, eventId: number, content: unknown): Promise<SiteEditorView> {
  let view = await api.call<SiteEditorView>('GET', `/api/events/${eventId}/site`);
  if (view.revision === 0) await api.call('PUT', `/api/events/${eventId}/site`, { revision: 0, content });
  view = await api.call<SiteEditorView>('GET', `/api/events/${eventId}/site`);
  if (view.publishedRevision === null) await api.call('POST', `/api/events/${eventId}/site/publication`, { revision: view.revision });
  return view;
}

export const demoSitesStep: SeedStep = {
  id: 'webs',
  // The spring race's contact form sends to a form group of its registration set-up.
  needs: ['eventos', 'inscripciones'],
  name: 'webs de organizador (primavera.localhost y www.nocturna-gdl.mx)',
  async run(context) {
    const { upcoming, spring } = await readDemoState(context);
    if (!upcoming || !spring) throw new Error('Las webs de demostración necesitan los eventos próximos del paso de eventos');
    const organizer = await signedInApi(context.url, demoAccount('Organizador').signUp.correo, demoPassword);
    const [springEvent, nightEvent] = await Promise.all(
      [spring.eventId, upcoming.eventId].map(async (eventId) => (await organizer.call<{ event: DemoEvent }>('GET', `/api/events/${eventId}`)).event),
    );
    const springView = await publishOnce(organizer, spring.eventId, springSite(spring.eventId, springEvent!));
    const nightView = await publishOnce(organizer, upcoming.eventId, nightSite(upcoming.eventId, nightEvent!));
    await sendContactMessages(organizer, spring.eventId);

    if (!springView.hosts.some((host) => host.kind === 'subdominio')) {
      await organizer.call('POST', `/api/events/${spring.eventId}/site/hosts`, { tipo: 'subdominio', slug: DEMO_SUBDOMAIN });
    }
    const domain = nightView.hosts.find((host) => host.host === DEMO_DOMAIN);
    if (domain?.status === 'activo') return;
    const pending = domain ?? (await organizer.call<SiteEditorView['hosts'][number]>('POST', `/api/events/${upcoming.eventId}/site/hosts`, { tipo: 'propio', dominio: DEMO_DOMAIN }));
    // What the organizer would do at their DNS provider, then 'Verificar' in the console.
    const { recordName, value: token } = pending.verification ?? { recordName: '', value: '' };
    const set = await fetch(`${context.url}${dnsPath}/records`, { method: 'POST', body: new URLSearchParams({ recordName, token }), redirect: 'manual' });
    if (set.status !== 303) throw new Error(`El DNS local no aceptó el registro de ${DEMO_DOMAIN}: ${set.status}`);
    await organizer.call('POST', `/api/events/${upcoming.eventId}/site/hosts/${DEMO_DOMAIN}/verification`, {});
  },
};
