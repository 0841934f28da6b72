// Access-code registrations (issue: retos): 1,000 athletes racing for a 100-use code must make exactly
// 100 participants; then registrations per minute at a steady 50 at a time.
import { round, type Bench, type Figure } from './figure';
import { retoCodesRun } from './reto-codes-run';

export const retoCodesBench: Bench = {
  name: 'reto_codes',
  async *run(): AsyncGenerator<Figure> {
    const run = await retoCodesRun();
    const bench = 'reto_codes';
    yield { bench, figure: 'raced_code_registered', value: run.racedRegistered, unit: 'participants', uses: run.racedUses, athletes: run.athletes, refused: run.racedRefused };
    yield { bench, figure: 'raced_code_ms', value: round(run.racedMs, 0), unit: 'ms (1,000 athletes, 100 in flight, local cloud)' };
    yield { bench, figure: 'registrations_per_minute', value: round((run.steadyRegistered / run.steadyMs) * 60_000, 0), unit: 'registrations/min (50 at a time, local cloud)', registered: run.steadyRegistered };
  },
};
