// What the manual timing app needs on the device before the race and keeps for offline
// (docs/timing.md#the-manual-timing-app): the event (name, zone, points, the repeated-bib gap), the
// start list, and the clock's offset to the server, each read again when the network allows.
import { useCallback, useEffect, useState } from 'react';
import { bestOffset, keptOffset, type ClockOffset, type ClockSample } from '@shared/timing/clock-offset';
import { timingPoints, type TimingPoint } from '@shared/timing/manual-timing-points';
import type { StartListRunner } from '@shared/timing/manual-timing-schemas';
import { fetchEvent } from '@web/lib/event-detail';
import { fetchStartList, serverTimeSample, type TimingAccess } from './timing-api';
import type { TimingStore } from './timing-store';

export interface TimedEvent {
  nombre: string;
  zona: string;
  points: TimingPoint[];
  repeatedBibSeconds: number;
}

interface CachedStartList {
  at: number;
  athletes: StartListRunner[];
}

const SAMPLES = 5;
/** How often the clock is measured again while online, and how old a start list is read again. */
const REFRESH_MS = 10 * 60_000;
const CLOCK = 'reloj';
const eventKey = (eventId: number) => `evento:${eventId}`;
const startListKey = (eventId: number) => `salida:${eventId}`;

async function measureClock(): Promise<ClockOffset | undefined> {
  const samples: ClockSample[] = [];
  for (let i = 0; i < SAMPLES; i++) samples.push(await serverTimeSample());
  return bestOffset(samples);
}

async function loadEvent(eventId: number): Promise<TimedEvent> {
  const { event, sections } = await fetchEvent(eventId);
  return { nombre: event.nombreEvento, zona: event.zonaHoraria, points: timingPoints(sections.puntosControl), repeatedBibSeconds: sections.timingConfig.review.repeatedBibSeconds };
}

export function useTimingDevice(store: TimingStore | null, eventId: number, access: TimingAccess | null, online: boolean) {
  const [event, setEvent] = useState<TimedEvent | null | undefined>(undefined);
  const [runners, setRunners] = useState<Map<string, StartListRunner>>(new Map());
  const [clock, setClock] = useState<ClockOffset | undefined>(undefined);

  useEffect(() => {
    if (!store) return;
    let current = true;
    void Promise.all([store.get<TimedEvent>(eventKey(eventId)), store.get<CachedStartList>(startListKey(eventId)), store.get<ClockOffset>(CLOCK)]).then(([cachedEvent, list, offset]) => {
      if (!current) return;
      setEvent((shown) => shown ?? cachedEvent ?? null);
      if (list) setRunners(new Map(list.athletes.map((runner) => [runner.bib, runner])));
      setClock(offset);
    });
    return () => {
      current = false;
    };
  }, [store, eventId]);

  const refresh = useCallback(async () => {
    if (!store) return;
    const fresh = await loadEvent(eventId).catch(() => undefined);
    if (fresh) {
      setEvent(fresh);
      await store.set(eventKey(eventId), fresh);
    }
    const measured = await measureClock().catch(() => undefined);
    const kept = keptOffset(await store.get<ClockOffset>(CLOCK), measured);
    if (kept) {
      setClock(kept);
      await store.set(CLOCK, kept);
    }
    const cached = await store.get<CachedStartList>(startListKey(eventId));
    if (access && (!cached || Date.now() - cached.at > REFRESH_MS)) {
      const list = await fetchStartList(eventId, access).catch(() => undefined);
      if (list) {
        setRunners(new Map(list.athletes.map((runner) => [runner.bib, runner])));
        await store.set(startListKey(eventId), { at: Date.now(), athletes: list.athletes } satisfies CachedStartList);
      }
    }
  }, [store, eventId, access]);

  useEffect(() => {
    if (!online) return;
    void refresh();
    const timer = setInterval(() => void refresh(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [online, refresh]);

  return { event, runners, clock };
}
