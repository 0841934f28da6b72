// The status flags of published rows follow the event: runners without a finish are on course while
// it is live, and DNS or DNF once it is closed.
import { describe, expect, inject, it } from 'vitest';
import type { ResultRow } from '@shared/results/result-row';
import { callApi } from '../../support/accounts';
import { newEventInfo } from '../../support/timed-events';
import { at, RACE_DAY, runner, sendReads, timedRace, type TimedRace } from './timing-fixture';
import { queuesDrained } from '../../support/queues-drained';

const cloudUrl = inject('cloudUrl');

async function flagsOf(race: TimedRace, bib: string) {
  const { body } = await callApi<{ row: ResultRow }>(cloudUrl, `/api/events/${race.eventId}/athletes/${bib}`);
  return { dns: body.row.dns, dnf: body.row.dnf, dnfPlus: body.row.dnfPlus, dq: body.row.dq };
}

const none = { dns: false, dnf: false, dnfPlus: false, dq: false };

describe('published status flags', () => {
  it('stay clear for runners on course while the event is live and turn DNS or DNF when it is closed, and back when it reopens', async () => {
    const race = await timedRace(cloudUrl, {
      timingConfig: { showDNS: true },
      athletes: [runner('101', 'José'), runner('102', 'Ana', 'F'), runner('103', 'Luis')],
    });
    await sendReads(cloudUrl, race, [
      { bib: '101', point: 'META', time: at('07:41:10') },
      { bib: '102', point: 'KM5', time: at('07:20:00') },
    ]);
    // The standings follow the event's state once its queued refresh is done.
    const setStatus = async (eventoDisponible: 1 | 4) => {
      const answer = await callApi(cloudUrl, `/api/events/${race.eventId}`, { method: 'PUT', token: race.token, body: newEventInfo({ fechaEvento: RACE_DAY, eventoDisponible }) });
      await queuesDrained(cloudUrl);
      return answer;
    };

    expect([await flagsOf(race, '101'), await flagsOf(race, '102'), await flagsOf(race, '103')]).toEqual([none, none, none]);

    expect((await setStatus(1)).status).toBe(200);
    expect([await flagsOf(race, '101'), await flagsOf(race, '102'), await flagsOf(race, '103')]).toEqual([none, { ...none, dnf: true }, { ...none, dns: true }]);

    expect((await setStatus(4)).status).toBe(200);
    expect(await flagsOf(race, '102')).toEqual(none);
  });
});
