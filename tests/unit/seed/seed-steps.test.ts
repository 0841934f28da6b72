// The demo seed's order: quick steps before the start is announced, long ones after it in a
// background seed, a stop that waits for the long step to put its work down, and one that does not
// wait for a quick step (it does not watch the signal; a Ctrl-C must not wait minutes for it).
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { runSeedSteps, type SeedContext, type SeedStep } from '@infra/local/seed-demo';

function contextLogging(lines: string[]): SeedContext {
  return { url: 'http://cloud', cognito: {} as never, userPoolId: 'pool', stateDir: '/tmp', demoAthletes: 0, demoRegistrants: 0, demoRetos: false, log: (line) => void lines.push(line) };
}

/** A long step that works in slices until its signal stops it or `slices` are done. */
function longStep(done: string[], slices: number): SeedStep {
  return {
    name: 'inscritos',
    long: true,
    async run({ signal }) {
      for (let slice = 0; slice < slices && !signal?.aborted; slice += 1) await delay(5);
      done.push(signal?.aborted ? 'inscritos detenido' : 'inscritos');
    },
  };
}

const quickStep = (name: string, done: string[]): SeedStep => ({ name, run: async () => void done.push(name) });

describe('runSeedSteps', () => {
  it('in the foreground, answers once every step ran, in order', async () => {
    const done: string[] = [];
    const run = runSeedSteps([quickStep('cuentas', done), longStep(done, 3), quickStep('después', done)], contextLogging([]));
    await run.ready;
    expect(done).toEqual(['cuentas', 'inscritos', 'después']);
    await run.finished;
  });

  it('in the background, answers after the quick steps before the long one and runs the rest after it', async () => {
    const done: string[] = [];
    const lines: string[] = [];
    const run = runSeedSteps([quickStep('cuentas', done), longStep(done, 3), quickStep('después', done)], contextLogging(lines), { background: true });
    await run.ready;
    expect(done).toEqual(['cuentas']);
    await run.finished;
    expect(done).toEqual(['cuentas', 'inscritos', 'después']);
    expect(lines).toEqual(['Datos de demostración listos: cuentas', 'Datos de demostración listos: inscritos', 'Datos de demostración listos: después']);
  });

  it('stopped while the long step works: the step stops, is waited for, and nothing after it starts', async () => {
    const done: string[] = [];
    const lines: string[] = [];
    const run = runSeedSteps([quickStep('cuentas', done), longStep(done, 10_000), quickStep('después', done)], contextLogging(lines), { background: true });
    await run.ready;
    await delay(20);
    await run.stop();
    expect(done).toEqual(['cuentas', 'inscritos detenido']);
    expect(lines).toEqual(['Datos de demostración listos: cuentas']);
  });

  it('logs a failed quick step in Spanish and runs nothing after it', async () => {
    const done: string[] = [];
    const lines: string[] = [];
    const failing: SeedStep = { name: 'eventos', run: () => Promise.reject(new Error('DynamoDB Local no responde')) };
    const run = runSeedSteps([failing, longStep(done, 1)], contextLogging(lines), { background: true });
    await run.ready;
    await run.finished;
    expect(done).toEqual([]);
    expect(lines).toEqual([expect.stringMatching(/^No se pudieron crear los datos de demostración: .*DynamoDB Local no responde/)]);
  });

  it('stopped during a quick step: answers without waiting for it, and stops what it leaves running once it ends', async () => {
    const done: string[] = [];
    let finishStep = () => undefined as void;
    const feedStopped: string[] = [];
    const slowQuick: SeedStep = {
      name: 'eventos',
      run: () => new Promise((resolve) => (finishStep = () => resolve(() => void feedStopped.push('vivo detenido')))),
    };
    const run = runSeedSteps([slowQuick, quickStep('después', done)], contextLogging([]), { background: true });

    await run.stop();
    expect(feedStopped).toEqual([]);
    finishStep();
    await run.ready;
    expect(feedStopped).toEqual(['vivo detenido']);
    expect(done).toEqual([]);
  });
});
