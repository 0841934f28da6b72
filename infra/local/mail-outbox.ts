// Where the local cloud's e-mail goes instead of SES: one JSON file per message under the data
// directory (written whole, durable-file.ts), or memory when the cloud runs in memory.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomically } from './durable-file';

export interface OutboxMail {
  id: string;
  date: string;
  from: string;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  text?: string;
  html?: string;
  /** Who sent it: a handler through SES, or Cognito itself (codes). */
  source: 'ses' | 'cognito';
}

export type NewMail = Omit<OutboxMail, 'id' | 'date' | 'cc' | 'bcc'> & Partial<Pick<OutboxMail, 'cc' | 'bcc'>>;

export interface MailOutbox {
  add(mail: NewMail): Promise<OutboxMail>;
  /** Newest first; `to` matches any recipient, ignoring case. */
  list(filter?: { to?: string }): Promise<OutboxMail[]>;
}

function addressedTo(mail: OutboxMail, address: string | undefined): boolean {
  if (!address) return true;
  const wanted = address.toLowerCase();
  return [...mail.to, ...mail.cc, ...mail.bcc].some((recipient) => recipient.toLowerCase() === wanted);
}

/** A message, or none for a file an older version left empty or cut short when it was killed. */
async function readMail(file: string): Promise<OutboxMail | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as OutboxMail;
  } catch {
    return undefined;
  }
}

export function createMailOutbox(directory?: string): MailOutbox {
  const inMemory: OutboxMail[] = [];
  // File names sort by arrival even when two messages share a millisecond.
  let sequence = 0;

  async function stored(): Promise<OutboxMail[]> {
    if (!directory) return [...inMemory].reverse();
    await mkdir(directory, { recursive: true });
    const names = (await readdir(directory)).filter((name) => name.endsWith('.json')).sort().reverse();
    return (await Promise.all(names.map((name) => readMail(join(directory, name))))).filter((mail) => mail !== undefined);
  }

  return {
    async add(mail) {
      const saved: OutboxMail = { cc: [], bcc: [], ...mail, id: randomUUID(), date: new Date().toISOString() };
      if (!directory) {
        inMemory.push(saved);
        return saved;
      }
      await mkdir(directory, { recursive: true });
      sequence += 1;
      const arrival = `${Date.now().toString().padStart(15, '0')}-${sequence.toString().padStart(6, '0')}`;
      const name = `${arrival}-${saved.id}.json`;
      await writeFileAtomically(join(directory, name), JSON.stringify(saved, null, 2));
      return saved;
    },
    async list(filter = {}) {
      return (await stored()).filter((mail) => addressedTo(mail, filter.to));
    },
  };
}
