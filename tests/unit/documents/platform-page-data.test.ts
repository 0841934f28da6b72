// Which public reads a main-host page's document carries for the SPA (docs/sites.md 'Documents'): a
// list page its list's first page, an event's page its event, under the address the SPA asks; the
// registration and every other page nothing.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const reads = vi.hoisted(() => ({ eventDetail: vi.fn(), eventListPage: vi.fn() }));
vi.mock('@lambdas/events/public-event-reads', () => reads);

const { platformPageData } = await import('@lambdas/documents/platform-page-data');

const detail = { event: { iDEvento: 1, nombreEvento: 'Medio Maratón' }, sections: {} };
const page = { events: [{ iDEvento: 2 }], nextCursor: 'c' };
const at = 1_800_000_000_000;
const dataOf = (path: string) => platformPageData(path.split('/').filter(Boolean), at);

beforeEach(() => {
  reads.eventDetail.mockReset().mockImplementation(async (id: number) => (id === 1 ? detail : undefined));
  reads.eventListPage.mockReset().mockResolvedValue(page);
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

  it('carries nothing for an event that does not exist, the registration or any other page', async () => {
    for (const path of ['resultados/evento_9', 'proximos-eventos/evento_1/inscripcion', '', 'retos', 'convocatoria/evento_1', 'live/evento_1/101', 'atletas']) {
      expect(await dataOf(path)).toBeUndefined();
    }
  });
});
