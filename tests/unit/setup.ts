// Unit files share their worker's modules (isolate: false in vitest.config.ts: the AWS SDK and the
// other libraries load once per worker, not once per file). What a file may change is set back
// before it runs, as a fresh worker would have it: the platform's own modules are evaluated again
// for each file (handlers read their configuration at load, and some files mock modules), and
// process.env is what the project's configuration gave the worker.
import { vi } from 'vitest';

const store = globalThis as { unitWorkerEnv?: Record<string, string | undefined> };
store.unitWorkerEnv ??= { ...process.env };
const initialEnv = store.unitWorkerEnv;
for (const name of Object.keys(process.env)) if (!(name in initialEnv)) delete process.env[name];
Object.assign(process.env, initialEnv);

vi.resetModules();
