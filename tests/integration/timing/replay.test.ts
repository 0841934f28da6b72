// `npm run timing:replay` plays a CSV of reads against the API as a timing system would.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { generateRace } from '@infra/local/seed/race-generator';
import { repoRoot } from '@infra/local/repo-root';
import { callApi } from '../../support/accounts';
import { newEventInfo } from '../../support/timed-events';
import { RACE_DAY, timedRace } from './timing-fixture';
import { queuesDrained } from '../../support/queues-drained';

const cloudUrl = inject('cloudUrl');
const dir = mkdtempSync(join(tmpdir(), 'timing-replay-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('timing:replay', () => {
  it('sends every read of the file in paced batches and the standings take them all', async () => {
    const generated = generateRace({ seed: 5, athletes: 20, info: newEventInfo({ fechaEvento: RACE_DAY }), utcOffset: '-06:00' });
    const race = await timedRace(cloudUrl, { modalidades: generated.modalidades, puntosControl: generated.puntosControl, athletes: generated.athletes });
    const file = join(dir, 'lecturas.csv');
    const rows = generated.reads.map((read) => [read.readId, read.bib, '', read.point, read.time, read.lap].join(','));
    writeFileSync(file, ['readId,bib,chip,point,time,lap', ...rows].join('\n'));

    // At this speed the race's hours pass in about a second: paced, yet in several batches.
    const { stdout } = await promisify(execFile)(
      join(repoRoot, 'node_modules/.bin/tsx'),
      ['bin/timing-replay.ts', '--event', String(race.eventId), '--key', race.key, '--file', file, '--speed', '10000', '--url', cloudUrl],
      { cwd: repoRoot },
    );
    const answers = stdout.trim().split('\n').map((line) => JSON.parse(line) as { status: number; sent: number; answer: { accepted: number } });
    expect(answers.every(({ status }) => status === 200)).toBe(true);
    expect(answers.reduce((sum, { sent }) => sum + sent, 0)).toBe(generated.reads.length);
    expect(answers.reduce((sum, { answer }) => sum + answer.accepted, 0)).toBe(generated.reads.length);
    expect(answers.length).toBeGreaterThan(1);

    await queuesDrained(cloudUrl);
    const live = await callApi<{ finishers: number }>(cloudUrl, `/api/events/${race.eventId}/live`);
    const finishers = new Set(generated.reads.filter((read) => read.point === 'META').map((read) => read.bib)).size;
    expect(live.body.finishers).toBe(finishers);
  });
});
