// The demo seed's runner: quick steps before the start is announced and long ones after it in a
// background seed; a failed step leaves out only the steps that need it, its end is kept in the demo
// state, and the next start completes what is missing without making again what is done; a stop
// waits for the long step to put its work down, and not for a quick step (it does not watch the
// signal; a Ctrl-C must not wait minutes for it).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runSeedSteps, type SeedContext, type SeedStep } from '@infra/local/seed-demo';
import { readDemoState } from '@infra/local/seed/demo-state';

let stateDir: string;

beforeEach(async () => {
  stateDir = await mkdtemp(join(tmpdir(), 'seed-steps-'));
});

afterEach(async () => {
  await rm(stateDir, { recursive: true, force: true });
});

function contextLogging(lines: string[]): SeedContext {
  return { url: 'http://cloud', cognito: {} as never, userPoolId: 'pool', stateDir, demoAthletes: 0, demoRegistrants: 0, demoRetos: false, log: (line) => void lines.push(line) };
}

/** Settles the next time the event loop is free of the promises already queued. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A long step that works in slices, one per turn of the event loop, until its signal stops it or `slices` are done. */
function longStep(done: string[], slices: number, started?: () => void): SeedStep {
  return {
    id: 'inscritos',
    name: 'inscritos',
    long: true,
    async run({ signal }) {
      started?.();
      for (let slice = 0; slice < slices && !signal?.aborted; slice += 1) await turn();
      done.push(signal?.aborted ? 'inscritos detenido' : 'inscritos');
    },
  };
}

const quickStep = (id: string, done: string[], needs: string[] = []): SeedStep => ({ id, name: id, needs, run: async () => void done.push(id) });

describe('runSeedSteps', () => {
  it('in the foreground, answers once every step ran, in order', async () => {
    const done: string[] = [];
    const run = runSeedSteps([quickStep('cuentas', done), longStep(done, 3), quickStep('después', done)], contextLogging([]));
    await run.ready;
    expect(done).toEqual(['cuentas', 'inscritos', 'después']);
    expect(run.pending()).toEqual([]);
    await run.finished;
  });

  it('in the background, answers once the quick steps ran and runs the long one, and what needs it, after', async () => {
    const done: string[] = [];
    const lines: string[] = [];
    const steps = [quickStep('cuentas', done), longStep(done, 3), quickStep('cambios', done, ['inscritos']), quickStep('webs', done)];
    const run = runSeedSteps(steps, contextLogging(lines), { background: true });
    await run.ready;
    expect(done).toEqual(['cuentas', 'webs']);
    expect(run.pending()).toEqual(['inscritos', 'cambios']);
    expect(run.steps.map((step) => step.id)).toEqual(['cuentas', 'webs', 'inscritos', 'cambios']);
    await run.finished;
    expect(done).toEqual(['cuentas', 'webs', 'inscritos', 'cambios']);
    expect(lines).toEqual(['cuentas', 'webs', 'inscritos', 'cambios'].map((name) => `Datos de demostración listos: ${name}`));
  });

  it('stopped while the long step works: the step stops, is waited for, nothing after it starts, and it is not recorded as done', async () => {
    const done: string[] = [];
    const lines: string[] = [];
    let longStarted = () => undefined as void;
    const started = new Promise<void>((resolve) => (longStarted = resolve));
    const run = runSeedSteps([quickStep('cuentas', done), longStep(done, Number.POSITIVE_INFINITY, longStarted), quickStep('después', done, ['inscritos'])], contextLogging(lines), {
      background: true,
    });
    await run.ready;
    await started;
    await run.stop();
    expect(done).toEqual(['cuentas', 'inscritos detenido']);
    expect(lines).toEqual(['Datos de demostración listos: cuentas']);
    expect((await readDemoState({ stateDir })).steps).toEqual({ cuentas: { status: 'done', at: expect.any(String) } });
  });

  it('stopped during a quick step: answers without waiting for it, and stops what it leaves running once it ends', async () => {
    const done: string[] = [];
    let finishStep = () => undefined as void;
    const feedStopped: string[] = [];
    let stepStarted = () => undefined as void;
    const started = new Promise<void>((resolve) => (stepStarted = resolve));
    const slowQuick: SeedStep = {
      id: 'eventos',
      name: 'eventos',
      run: () =>
        new Promise((resolve) => {
          finishStep = () => resolve(() => void feedStopped.push('vivo detenido'));
          stepStarted();
        }),
    };
    const run = runSeedSteps([slowQuick, quickStep('después', done)], contextLogging([]), { background: true });
    await started;

    await run.stop();
    expect(feedStopped).toEqual([]);
    finishStep();
    await run.ready;
    expect(feedStopped).toEqual(['vivo detenido']);
    expect(done).toEqual([]);
  });
});

describe('a demo step that fails', () => {
  // The demo's own shape: photos and webs need the events, retos only the accounts.
  function demo(done: string[], failing: Set<string>): SeedStep[] {
    const step = (id: string, needs: string[], extra: Partial<SeedStep> = {}): SeedStep => ({
      id,
      name: `datos ${id}`,
      needs,
      async run() {
        if (failing.has(id)) throw new Error(`falla de ${id}`);
        done.push(id);
      },
      ...extra,
    });
    return [
      step('cuentas', []),
      step('eventos', ['cuentas'], { everyStart: async () => void done.push('eventos: carrera en vivo') }),
      step('fotos', ['eventos']),
      step('webs', ['eventos']),
      step('retos', ['cuentas'], { long: true }),
    ];
  }

  it('leaves out only the steps that need it, records each end in the demo state, and logs it in Spanish', async () => {
    const done: string[] = [];
    const lines: string[] = [];
    const run = runSeedSteps(demo(done, new Set(['eventos'])), contextLogging(lines), { background: true });
    await run.ready;
    await run.finished;

    expect(done).toEqual(['cuentas', 'retos']);
    const { steps } = await readDemoState({ stateDir });
    expect(steps).toEqual({
      cuentas: { status: 'done', at: expect.any(String) },
      eventos: { status: 'failed', at: expect.any(String), error: 'falla de eventos' },
      fotos: { status: 'blocked', at: expect.any(String), missing: ['eventos'] },
      webs: { status: 'blocked', at: expect.any(String), missing: ['eventos'] },
      retos: { status: 'done', at: expect.any(String) },
    });
    expect(lines).toEqual([
      'Datos de demostración listos: datos cuentas',
      expect.stringMatching(/^No se pudieron crear los datos de demostración «datos eventos»: Error: falla de eventos/),
      'No se crean los datos de demostración «datos fotos»: necesitan «datos eventos», que no se pudo crear.',
      'No se crean los datos de demostración «datos webs»: necesitan «datos eventos», que no se pudo crear.',
      'Datos de demostración listos: datos retos',
    ]);
  });

  it('is completed by the next start, with what it left out, and what was done is not made again', async () => {
    await runSeedSteps(demo([], new Set(['eventos'])), contextLogging([])).finished;

    const done: string[] = [];
    const lines: string[] = [];
    const again = runSeedSteps(demo(done, new Set()), contextLogging(lines));
    await again.finished;

    expect(done).toEqual(['eventos', 'fotos', 'webs']);
    expect(lines[0]).toBe('Se completan los datos de demostración que faltan: «datos eventos», «datos fotos», «datos webs». Lo demás ya estaba.');
    const { steps } = await readDemoState({ stateDir });
    expect(Object.values(steps ?? {}).map((record) => record?.status)).toEqual(['done', 'done', 'done', 'done', 'done']);

    // A third start makes nothing again, and keeps up what a done step keeps up on each start.
    const third: string[] = [];
    await runSeedSteps(demo(third, new Set()), contextLogging([])).finished;
    expect(third).toEqual(['eventos: carrera en vivo']);
  });

  it('on a later start, is announced as still being made, and no long step that the start before made is', async () => {
    // The registrants before the retos, both long, as in the demo.
    const steps = (done: string[], failing: Set<string>, registrants: SeedStep['run']) => {
      const [retos, ...before] = demo(done, failing).reverse();
      return [...before.reverse(), { id: 'inscritos', name: 'datos inscritos', needs: ['cuentas'], long: true, run: registrants }, retos!];
    };
    await runSeedSteps(steps([], new Set(), () => Promise.reject(new Error('falla de inscritos'))), contextLogging([]), { background: true }).finished;

    let release = () => undefined as void;
    const registering = new Promise<void>((resolve) => (release = resolve));
    const again = runSeedSteps(steps([], new Set(), () => registering), contextLogging([]), { background: true });
    await again.ready;
    expect(again.pending()).toEqual(['inscritos']);
    release();
    await again.finished;
    expect(again.pending()).toEqual([]);
    expect((await readDemoState({ stateDir })).steps?.inscritos?.status).toBe('done');
  });

  it('that keeps up a done step on a later start, fails it again, and the start after that makes the step whole', async () => {
    await runSeedSteps(demo([], new Set()), contextLogging([])).finished;
    const failingLive = demo([], new Set()).map((step) => (step.id === 'eventos' ? { ...step, everyStart: () => Promise.reject(new Error('sin carrera en vivo')) } : step));
    await runSeedSteps(failingLive, contextLogging([])).finished;
    expect((await readDemoState({ stateDir })).steps?.eventos).toEqual({ status: 'failed', at: expect.any(String), error: 'sin carrera en vivo' });

    const done: string[] = [];
    await runSeedSteps(demo(done, new Set()), contextLogging([])).finished;
    expect(done).toEqual(['eventos']);
  });
});
