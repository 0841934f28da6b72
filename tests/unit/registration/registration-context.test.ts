import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventItem } from '@lambdas/data/event-entity';
import { currentRegistration, lastKnownRegistration } from '@lambdas/registration/form/registration-context';
import { readPlaces } from '@lambdas/registration/form/places-repository';
import { getRegistryConfig } from '@lambdas/registration/config/registry-config-repository';
import { getEventSections } from '@lambdas/events/event-sections-repository';
import { getEvent } from '@lambdas/events/events-repository';
import { newEventInfo } from '../../support/timed-events';
import { registryConfig } from './factories';

vi.mock('@lambdas/registration/form/places-repository', () => ({ readPlaces: vi.fn() }));
vi.mock('@lambdas/events/events-repository', () => ({ getEvent: vi.fn() }));
vi.mock('@lambdas/events/event-sections-repository', () => ({ getEventSections: vi.fn() }));
vi.mock('@lambdas/registration/config/registry-config-repository', () => ({ getRegistryConfig: vi.fn() }));

// Each case its own event: the copies are kept per event for the life of the module, as in a container.
let eventId = 100;

const eventItem = (id: number, nombreEvento = 'Carrera del Bosque'): EventItem => ({ ...newEventInfo({ nombreEvento }), eventId: id, createdBy: 'u', createdAt: '', updatedAt: '' });

const places = (revision: string | undefined, held: Record<string, number> = {}) => ({ held, revision });

beforeEach(() => {
  eventId += 1;
  vi.mocked(readPlaces).mockReset();
  vi.mocked(getEvent).mockReset().mockImplementation(async (id) => eventItem(id));
  vi.mocked(getEventSections).mockReset().mockResolvedValue({});
  vi.mocked(getRegistryConfig).mockReset().mockResolvedValue(registryConfig());
});

describe('currentRegistration', () => {
  it.each([
    { case: 'reads the event, its sections and configuration once while the revision stays', revisions: ['r1', 'r1', 'r1'], reads: 1 },
    { case: 'reads them again each time the revision moved on', revisions: ['r1', 'r2', 'r2', 'r3'], reads: 3 },
    { case: 'keeps no copy of an event whose quotas carry no revision (or disagree)', revisions: [undefined, undefined], reads: 2 },
  ])('$case', async ({ revisions, reads }) => {
    for (const revision of revisions) {
      vi.mocked(readPlaces).mockResolvedValueOnce(places(revision));
      await currentRegistration(eventId);
    }
    expect(getEvent).toHaveBeenCalledTimes(reads);
    expect(getEventSections).toHaveBeenCalledTimes(reads);
    expect(getRegistryConfig).toHaveBeenCalledTimes(reads);
  });

  it('reads strongly consistent, so a copy is never older than the revision it is kept under', async () => {
    vi.mocked(readPlaces).mockResolvedValueOnce(places('r1'));
    await currentRegistration(eventId);
    for (const read of [getEvent, getEventSections, getRegistryConfig]) expect(read).toHaveBeenCalledWith(eventId, { consistent: true });
  });

  it('answers the places held as of each request, also from the copy', async () => {
    vi.mocked(readPlaces).mockResolvedValueOnce(places('r1', { '10K': 3 })).mockResolvedValueOnce(places('r1', { '10K': 4 }));
    expect((await currentRegistration(eventId)).held).toEqual({ '10K': 3 });
    expect((await currentRegistration(eventId)).held).toEqual({ '10K': 4 });
    expect(getEvent).toHaveBeenCalledTimes(1);
  });

  it('answers 404 for an event that does not exist, and keeps nothing of it', async () => {
    vi.mocked(readPlaces).mockResolvedValue(places('r1'));
    vi.mocked(getEvent).mockResolvedValue(null);
    await expect(currentRegistration(eventId)).rejects.toMatchObject({ statusCode: 404 });
    await expect(currentRegistration(eventId)).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('lastKnownRegistration', () => {
  it("answers this container's copy without reading anything", async () => {
    vi.mocked(readPlaces).mockResolvedValueOnce(places('r1'));
    const current = await currentRegistration(eventId);
    vi.mocked(readPlaces).mockClear();
    vi.mocked(getEvent).mockClear();

    expect(await lastKnownRegistration(eventId)).toMatchObject({ event: current.event, revision: 'r1' });
    expect(readPlaces).not.toHaveBeenCalled();
    expect(getEvent).not.toHaveBeenCalled();
  });

  it('reads the current data when the container has no copy', async () => {
    vi.mocked(readPlaces).mockResolvedValueOnce(places('r7'));
    expect(await lastKnownRegistration(eventId)).toMatchObject({ revision: 'r7', event: { iDEvento: eventId } });
    expect(getEvent).toHaveBeenCalledTimes(1);
  });
});
