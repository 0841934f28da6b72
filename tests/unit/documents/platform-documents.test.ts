// Which texts a main-host page's document carries: the platform's fixed pages, an event's pages by its
// reads, a reto's athlete page by its reto, the SPA's own routes with the default texts, and a 404 for a
// path that names nothing.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventItem } from '@lambdas/data/event-entity';

const { events, sections, rows, sites, retos } = vi.hoisted(() => ({
  retos: { publicReto: vi.fn() },
  events: { getEvent: vi.fn() },
  sections: { getEventSection: vi.fn() },
  rows: { getPublishedRows: vi.fn() },
  sites: { publishedSite: vi.fn() },
}));
vi.mock('@lambdas/events/events-repository', () => events);
vi.mock('@lambdas/events/event-sections-repository', () => sections);
vi.mock('@lambdas/results/standings-repository', () => rows);
vi.mock('@lambdas/sites/sites-repository', () => sites);
vi.mock('@lambdas/retos/public-reto-read', () => retos);

const { platformPageMeta } = await import('@lambdas/documents/platform-documents');

const otono = {
  eventID: '2105-6524-6018',
  eventName: 'Reto Otoño 10K',
  eventDescription: 'Corre 10 km donde quieras\nantes de que acabe el otoño.',
  eventPhoto: '/media/retos/otono.jpg',
};

const nocturna = {
  eventId: 2,
  nombreEvento: 'Carrera Nocturna',
  logoEvento: '',
  fechaEvento: '2027-02-20',
  horaEvento: '20:00',
  lugarEvento: 'Parque Metropolitano',
  ciudadEvento: 'Guadalajara',
  eventoDisponible: 2,
  showWeb: false,
  organizador: { nombre: 'Corredores', colorOrganizador: '#000000', linkAvisoPrivacidad: '' },
} as unknown as EventItem;

beforeEach(() => {
  events.getEvent.mockReset().mockImplementation(async (id: number) => (id === 2 ? nocturna : null));
  sections.getEventSection.mockReset().mockResolvedValue(undefined);
  rows.getPublishedRows.mockReset().mockResolvedValue([]);
  sites.publishedSite.mockReset().mockResolvedValue(null);
  retos.publicReto.mockReset().mockImplementation(async (id: string) => (id === otono.eventID ? otono : undefined));
});

describe("a main-host page's texts", () => {
  it('are the default ones on the home page and on the SPA routes no document describes', async () => {
    for (const segments of [[], ['atletas'], ['eventos-organizador', 'evento_2'], ['retos-organizador', '2105-6524-6018']]) {
      expect(await platformPageMeta(segments)).toMatchObject({ title: 'Carreras: inscripciones y resultados de carreras en México', status: 200 });
    }
  });

  it("are the reto's name, description and photo on a reto's athlete page, and a 404 for a reto that does not exist", async () => {
    const otonoMeta = {
      title: 'Reto Otoño 10K · Carreras',
      description: 'Corre 10 km donde quieras antes de que acabe el otoño.',
      image: { url: '/media/retos/otono.jpg', alt: 'Reto Otoño 10K' },
      status: 200,
    };
    expect(await platformPageMeta(['retos', '2105-6524-6018'])).toEqual(otonoMeta);
    expect(await platformPageMeta(['retos', '2105-6524-6018', 'code', 'ABC'])).toEqual(otonoMeta);
    expect(await platformPageMeta(['retos', '1-2-3'])).toMatchObject({ title: 'Página no encontrada · Carreras', status: 404 });
  });

  it("are the platform's fixed texts on its own pages", async () => {
    expect(await platformPageMeta(['proximos-eventos'])).toEqual({
      title: 'Próximos eventos · Carreras',
      description: 'Carreras próximas en México: fechas, lugares e inscripciones abiertas.',
      status: 200,
    });
  });

  it("are the event's, with its card as image, on its registration page", async () => {
    expect(await platformPageMeta(['proximos-eventos', 'evento_2', 'inscripcion'])).toEqual({
      title: 'Inscripción · Carrera Nocturna',
      description: 'Inscríbete a Carrera Nocturna: 20 de febrero de 2027, Parque Metropolitano, Guadalajara. Elige tu modalidad, categoría y paga con tarjeta u OXXO.',
      image: { url: '/api/events/2/tarjeta.png', alt: 'Carrera Nocturna', width: 1200, height: 630 },
      status: 200,
    });
  });

  it("take the convocatoria's first text and image", async () => {
    sections.getEventSection.mockResolvedValue({ blocks: [{ type: 'image', url: 'https://cdn.example.mx/c.jpg', alt: '' }, { type: 'text', title: 'Bases', text: 'Corre de **noche**.' }] });
    expect(await platformPageMeta(['convocatoria', 'evento_2'])).toMatchObject({
      description: 'Carrera Nocturna: Corre de noche.',
      image: { url: 'https://cdn.example.mx/c.jpg', alt: 'Carrera Nocturna' },
    });
  });

  it('are a 404 for an unknown event, athlete, or path, and for an event web that is not shown', async () => {
    for (const segments of [['convocatoria', 'evento_9'], ['resultados', 'evento_2', '101'], ['nada'], ['evento_2'], ['ruta', 'evento_2'], ['a', 'b', 'c', 'd']]) {
      expect((await platformPageMeta(segments)).status).toBe(404);
    }
  });
});
