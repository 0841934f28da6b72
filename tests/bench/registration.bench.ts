// Opening morning: completed registrations per minute, the latency an athlete waits from sending the
// form to the paid answer, DynamoDB requests per registration, and places sold beyond capacity.
import { percentile, round, type Bench, type Figure } from './figure';
import { CAPACITY, CONCURRENT_ATHLETES, registrationBurst } from './registration-run';

export const registrationBench: Bench = {
  name: 'registration',
  async *run(): AsyncGenerator<Figure> {
    const burst = await registrationBurst();
    const bench = 'registration';
    const details = { attempts: burst.attempts, completed: burst.completed, soldOut: burst.soldOut, failed: burst.failed, capacity: CAPACITY, concurrent: CONCURRENT_ATHLETES };
    yield { bench, figure: 'registrations_per_min', value: round((burst.completed / burst.seconds) * 60, 0), unit: 'registrations/min', ...details, seconds: round(burst.seconds, 1) };
    yield { bench, figure: 'registration_p50_ms', value: round(percentile(burst.latencies, 50), 0), unit: 'ms', ...details };
    yield { bench, figure: 'registration_p95_ms', value: round(percentile(burst.latencies, 95), 0), unit: 'ms', ...details };
    yield { bench, figure: 'dynamodb_requests_per_registration', value: round(burst.dynamodb.requests / burst.attempts, 2), unit: 'requests/attempt', ...details, ...burst.dynamodb.byOperation };
    yield { bench, figure: 'oversold', value: Math.max(0, burst.completed - CAPACITY, burst.inscritos - CAPACITY), unit: 'places', ...details, inscritos: burst.inscritos };
    yield { bench, figure: 'duplicate_folios', value: burst.folios.length - new Set(burst.folios).size, unit: 'folios', ...details };
  },
};
