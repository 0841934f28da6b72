// Files a later start reads back (the simulator's orders, the outbox's mails, the stand-ins' state, the
// demo's progress, the user pool's ids). A write leaves the old content or the new one whenever the
// process is killed, never a truncated mix: the new content goes to a temporary file beside it, reaches
// the disk, then replaces the old file in one rename. A file that is damaged all the same (written by an
// older version, edited by hand) is moved aside, so that it never stops a start and is not lost.
import { open, rename } from 'node:fs/promises';
import type { Log } from './log';

/** The write in progress or last begun of each file: writes to one file run one after the other. */
const writing = new Map<string, Promise<void>>();

async function replace(file: string, content: string): Promise<void> {
  const temporary = `${file}.tmp`;
  const handle = await open(temporary, 'w', 0o600);
  try {
    await handle.writeFile(content);
    // Without it, a machine that loses power may keep the rename but not the bytes.
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}

/** Replaces the file's content as a whole; a failed write fails its own call only. */
export function writeFileAtomically(file: string, content: string): Promise<void> {
  const written = (writing.get(file) ?? Promise.resolve()).catch(() => undefined).then(() => replace(file, content));
  writing.set(file, written);
  const forget = () => {
    if (writing.get(file) === written) writing.delete(file);
  };
  written.then(forget, forget);
  return written;
}

/**
 * A document kept in memory and in its file: save() resolves with the document as written, once the
 * file holds every change made before the call. A burst of saves shares writes: one runs at a time,
 * and the next begins when it ends, with the document as it is then.
 */
export function durableDocument<T>(file: string, snapshot: () => T): { save(): Promise<T> } {
  let begun: Promise<void> = Promise.resolve();
  let waiting: Promise<T> | undefined;
  return {
    save() {
      waiting ??= begun
        .catch(() => undefined)
        .then(async () => {
          waiting = undefined;
          const document = snapshot();
          begun = writeFileAtomically(file, JSON.stringify(document, null, 2));
          await begun;
          return document;
        });
      return waiting;
    },
  };
}

/**
 * Moves a file that cannot be read back out of the way, keeping it beside the new one for the operator,
 * and says so with what the start does instead.
 */
export async function setAsideDamaged(file: string, log: Log, instead = 'se arranca sin su contenido'): Promise<void> {
  const kept = `${file}.damaged-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  await rename(file, kept);
  log(`${file} estaba dañado: se guardó como ${kept} y ${instead}.`);
}
