// The demo's timed events: a finished half marathon with results, two upcoming races open for
// registration and a race running live while `npm start` runs.
import { eventInfoSchema, readReviewConfigSchema, type EventInfo } from '@shared/results/event-schemas';
import type { EventSections } from '@shared/results/event-sections';

export const DEMO_UTC_OFFSET = '-06:00';

const organizador = { nombre: 'Corredores Demo', colorOrganizador: '#e8630a', linkAvisoPrivacidad: '' };

export const finishedInfo: EventInfo = eventInfoSchema.parse({
  nombreEvento: 'Medio Maratón de la Ciudad',
  fechaEvento: '2026-03-01',
  horaEvento: '07:00',
  lugarEvento: 'Paseo de la Reforma',
  ciudadEvento: 'Ciudad de México',
  eventoDisponible: 1,
  organizador,
});

export const upcomingInfo: EventInfo = eventInfoSchema.parse({
  nombreEvento: 'Carrera Nocturna de Guadalajara',
  fechaEvento: '2027-02-20',
  horaEvento: '20:00',
  lugarEvento: 'Avenida Chapultepec',
  ciudadEvento: 'Guadalajara',
  eventoDisponible: 2,
  organizador,
});

export const springInfo: EventInfo = eventInfoSchema.parse({
  nombreEvento: 'Carrera de la Primavera de Puebla',
  fechaEvento: '2027-03-21',
  horaEvento: '07:00',
  lugarEvento: 'Paseo Bravo',
  ciudadEvento: 'Puebla',
  eventoDisponible: 2,
  organizador,
});

export function liveInfo(fechaEvento: string, horaEvento: string): EventInfo {
  return eventInfoSchema.parse({
    nombreEvento: 'Carrera del Bosque (en vivo)',
    fechaEvento,
    horaEvento,
    lugarEvento: 'Bosque de Chapultepec',
    ciudadEvento: 'Ciudad de México',
    eventoDisponible: 4,
    organizador,
  });
}

type PageSections = Pick<EventSections, 'timingConfig' | 'convocatoria' | 'customViews'>;

export function pageSections(info: EventInfo, finishWindow?: { from: string; to: string }): PageSections {
  return {
    timingConfig: {
      eventVideos: finishWindow
        ? [{ videoId: 'M7lc1UVf-VE', title: 'Llegada a la meta', startTime: finishWindow.from, endTime: finishWindow.to, hide: false }]
        : [],
      hideControls: false,
      showAll: false,
      showDNS: true,
      certificateConfig: {
        backgroundImage: '',
        fontColor: '#1a1a1a',
        fields: [
          { template: '[nombre]', x: 0.5, y: 0.42, fontSize: 48, align: 'center' },
          { template: 'Tiempo oficial [to]', x: 0.5, y: 0.55, fontSize: 32, align: 'center' },
          { template: 'Lugar general [pG] · Categoría [cat] [pCat]', x: 0.5, y: 0.64, fontSize: 28, align: 'center' },
        ],
      },
      messages: { message_1: `Gracias por correr ${info.nombreEvento}. Los resultados oficiales quedan publicados.` },
      deadTimeSeconds: 10,
      // The finished race's athletes run for clubs (race-generator.ts): its team report counts five per branch.
      equipos: { activo: true, integrantes: 5, puntuacion: 'tiempo', agrupacion: 'porRama' },
      review: readReviewConfigSchema.parse({}),
    },
    convocatoria: {
      blocks: [
        { type: 'text', title: 'Convocatoria', text: `${info.nombreEvento}, ${info.lugarEvento}, ${info.ciudadEvento}.` },
        { type: 'array', title: 'Entrega de paquetes', items: ['Viernes de 10:00 a 19:00', 'Sábado de 9:00 a 15:00'] },
        { type: 'place', name: info.lugarEvento, lat: 19.4326, lng: -99.1332 },
        { type: 'modalities', title: 'Modalidades y categorías' },
      ],
    },
    customViews: [
      {
        // #n# counts finish-line crossings across every modality and start, not places: named for what it shows.
        name: 'Primeros en cruzar la meta',
        views: [
          { text: 'Primero en llegar: #1#[nombre] (#1#[to])', x: 0.05, y: 0.1 },
          { text: 'Segundo en llegar: #2#[nombre] (#2#[to])', x: 0.05, y: 0.3 },
          { text: 'Tercero en llegar: #3#[nombre] (#3#[to])', x: 0.05, y: 0.5 },
          // The view's own bib, one field per box: without a bib both stay empty, with no separator left over.
          { text: '[nombre]', x: 0.05, y: 0.72 },
          { text: '[to]', x: 0.05, y: 0.82 },
        ],
        miniTheme: {
          background: '#1f2937',
          backgroundImage: '',
          color: '#ffffff',
          fontFamily: 'inherit',
          fontSize: 28,
          height: 600,
          width: 900,
          padding: 24,
          paddingBox: 8,
        },
      },
    ],
  };
}
