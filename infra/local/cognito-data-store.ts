// cognito-local's data (its app clients, each user pool's options and users) in JSON files under its
// directory, in the format of its own StormDB store, but each change written whole (durable-file.ts):
// cognito-local's store rewrites its file in place, so a process killed mid-write left a truncated
// pool that stopped every later start, and two writes that overlapped could mix.
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DataStore } from 'cognito-local/lib/services/dataStore/dataStore';
import type { DataStoreFactory } from 'cognito-local/lib/services/dataStore/factory';
import { durableDocument, setAsideDamaged, writeFileAtomically } from './durable-file';
import type { Log } from './log';

type Tree = Record<string, unknown>;

/** cognito-local keeps the dates of fields named …Date as ISO strings (epoch milliseconds in old files). */
const reviveDates = (key: string, value: unknown) =>
  key.endsWith('Date') && (typeof value === 'string' || typeof value === 'number') ? new Date(value) : value;

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored tree; none for a missing or empty file, or a damaged one (set aside). */
async function readTree(file: string, log: Log): Promise<Tree | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (text === '') return undefined;
  try {
    const stored: unknown = JSON.parse(text, reviveDates);
    if (isTree(stored)) return stored;
  } catch {
    // Set aside below.
  }
  await setAsideDamaged(file, log);
  return undefined;
}

const pathOf = (key: string | string[]) => (Array.isArray(key) ? key : [key]);

function fileStore(file: string, tree: Tree): DataStore {
  const document = durableDocument(file, () => tree);
  const save = () => document.save();
  /** The object holding the path's last part; `create` makes the missing ones on the way, as StormDB does. */
  const holderOf = (path: string[], create: boolean): Tree | undefined => {
    let node: Tree | undefined = tree;
    for (const part of path.slice(0, -1)) {
      if (create && node[part] === undefined) node[part] = {};
      const child: unknown = node[part];
      if (!isTree(child)) return undefined;
      node = child;
    }
    return node;
  };
  const lastOf = (path: string[]) => path[path.length - 1] ?? '';
  const get = async (_ctx: unknown, key: string | string[], defaultValue?: unknown) => {
    const path = pathOf(key);
    return holderOf(path, false)?.[lastOf(path)] ?? defaultValue ?? null;
  };
  return {
    get: get as DataStore['get'],
    getRoot: async <T>() => tree as T,
    async set(_ctx, key, value) {
      const path = pathOf(key);
      const holder = holderOf(path, true);
      if (holder) holder[lastOf(path)] = value;
      await save();
    },
    async delete(_ctx, key) {
      const path = pathOf(key);
      const holder = holderOf(path, false);
      if (holder) delete holder[lastOf(path)];
      await save();
    },
  };
}

/** What cognito-local's StormDBDataStoreFactory does, with files written whole. */
export function durableCognitoStores(directory: string, log: Log): DataStoreFactory {
  return {
    async create(_ctx, id, defaults) {
      await mkdir(directory, { recursive: true });
      const file = join(directory, `${id}.json`);
      const stored = await readTree(file, log);
      const tree = stored && Object.keys(stored).length > 0 ? stored : (defaults as Tree);
      await writeFileAtomically(file, JSON.stringify(tree, null, 2));
      return fileStore(file, tree);
    },
  };
}
