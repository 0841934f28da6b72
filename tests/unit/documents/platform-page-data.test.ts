// Which public reads a main-host page's document carries for the SPA (docs/sites.md 'Documents'): a
// list page its list's first page, an event's page its event, a reto's athlete page its reto, under the
// address the SPA asks; the registration and every other page nothing.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const reads = vi.hoisted(() => ({ eventDetail: vi.fn(), eventListPage: vi.fn() }));
vi.mock('@lambdas/events/public-event-reads', () => reads);
const retos = vi.hoisted(() => ({ publicReto: vi.fn() }));
vi.mock('@lambdas/retos/public-reto-read', () => retos);

const { platformPageData } = await import('@lambdas/documents/platform-page-data');

const detail = { event: { iDEvento: 1, nombreEvento: 'Medio Maratón' }, sections: {} };
const page = { events: [{ iDEvento: 2 }], nextCursor: 'c' };
const reto = { eventID: '2105-6524-6018', eventName: 'Reto Otoño 10K', eventDescription: 'Corre 10 km.', eventPhoto: null };
const at = 1_800_000_000_000;
const dataOf = (path: string) => platformPageData(path.split('/').filter(Boolean), at);

beforeEach(() => {
  reads.eventDetail.mockReset().mockImplementation(async (id: number) => (id === 1 ? detail : undefined));
  reads.eventListPage.mockReset().mockResolvedValue(page);
  retos.publicReto.mockReset().mockImplementation(async (id: string) => (id === reto.eventID ? reto : undefined));
});

describe("a main-host page's data island", () => {
  it("carries a list page's first page under its list's address", async () => {
    expect(await dataOf('proximos-eventos')).toEqual({ at, answers: { '/api/events?list=upcoming': page } });
    expect(await dataOf('eventos-anteriores')).toEqual({ at, answers: { '/api/events?list=previous': page } });
    expect(reads.eventListPage).toHaveBeenCalledWith('previous', null);
  });

  it("carries an event's upcoming, results and live pages and an athlete's result the event with its sections", async () => {
    for (const path of ['proximos-eventos/evento_1', 'resultados/evento_1', 'eventos-anteriores/evento_1', 'live/evento_1', 'resultados/evento_1/101']) {
      expect(await dataOf(path)).toEqual({ at, answers: { '/api/events/1': detail } });
    }
  });

  it("carries a reto's athlete page, with or without a code, the reto's card under the reto's address", async () => {
    for (const path of ['retos/2105-6524-6018', 'retos/2105-6524-6018/code/ABC']) {
      expect(await dataOf(path)).toEqual({ at, answers: { '/api/retos/2105-6524-6018': reto } });
    }
  });

  it('carries nothing for an event or reto that does not exist, the registration or any other page', async () => {
    for (const path of ['resultados/evento_9', 'retos/1-2-3', 'retos/2105-6524-6018/code', 'proximos-eventos/evento_1/inscripcion', '', 'retos', 'convocatoria/evento_1', 'live/evento_1/101', 'atletas']) {
      expect(await dataOf(path)).toBeUndefined();
    }
  });
});

describe("a reto page's document", () => {
  it('reads its reto once for its head and its data island', async () => {
    const { documentReads } = await import('@lambdas/documents/document-reads');
    const { platformPageMeta } = await import('@lambdas/documents/platform-documents');
    const shared = documentReads();
    const segments = ['retos', reto.eventID];
    const [meta, data] = await Promise.all([platformPageMeta(segments, shared), platformPageData(segments, at, shared)]);
    expect(meta).toMatchObject({ title: expect.stringContaining(reto.eventName), status: 200 });
    expect(data).toEqual({ at, answers: { [`/api/retos/${reto.eventID}`]: reto } });
    expect(retos.publicReto).toHaveBeenCalledTimes(1);
  });
});
