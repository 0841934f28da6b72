import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailOutbox } from '@infra/local/mail-outbox';
import { killedBurst } from '../../support/killed-burst';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'correos-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const mail = (to: string) => ({ from: 'no-responder@carreras.localhost', to: [to], subject: 'Inscripción confirmada', text: 'Tu folio es 12', source: 'ses' as const });

describe('createMailOutbox', () => {
  it('keeps each message in its own file, newest first, and finds them by recipient', async () => {
    const outbox = createMailOutbox(dir);
    await outbox.add(mail('ana@example.mx'));
    await outbox.add(mail('luis@example.mx'));

    const reopened = createMailOutbox(dir);

    expect((await reopened.list()).map((each) => each.to)).toEqual([['luis@example.mx'], ['ana@example.mx']]);
    expect((await reopened.list({ to: 'ANA@example.mx' })).map((each) => each.to)).toEqual([['ana@example.mx']]);
    expect((await readdir(dir)).filter((name) => !name.endsWith('.json'))).toEqual([]);
  });

  it('lists the others when a file was left empty or cut short by a kill of an older version', async () => {
    const outbox = createMailOutbox(dir);
    await outbox.add(mail('ana@example.mx'));
    await writeFile(join(dir, '000000000000001-000001-vacio.json'), '');
    await writeFile(join(dir, '000000000000002-000002-cortado.json'), '{"id":"x","to":["luis@');

    expect((await outbox.list()).map((each) => each.to)).toEqual([['ana@example.mx']]);
  });

  it('keeps every message it answered when its process is killed in the middle of a burst', async () => {
    for (const writes of [30, 150]) {
      const answered = await killedBurst('mails', dir, writes);
      const files = await readdir(dir);
      const listed = new Set((await createMailOutbox(dir).list()).map((each) => each.id));

      expect(answered.filter((id) => !listed.has(id))).toEqual([]);
      // A message cut short by the kill never shows as a damaged mail: it is only in a temporary file.
      expect(listed.size).toBe(files.filter((name) => name.endsWith('.json')).length);
    }
  }, 60_000);
});
