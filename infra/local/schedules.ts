// EventBridge schedules as timers: each schedule's handler gets a Scheduled Event every
// `everyMinutes`, exactly like the rule the CDK stack creates from the same table.
import { randomUUID } from 'node:crypto';
import type { ScheduledEvent } from 'aws-lambda';
import type { Schedule } from '../routes';
import type { Invoke } from './handler-invoker';
import { localAccountId, localRegion } from './local-aws';
import { describeError, type Log } from './log';

function scheduledEvent(schedule: Schedule, at: Date): ScheduledEvent {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: localAccountId,
    time: at.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region: localRegion,
    resources: [`arn:aws:events:${localRegion}:${localAccountId}:rule/${schedule.id}`],
    detail: {},
  };
}

/** Starts every schedule's timer; the returned function stops them all and waits for the runs in flight. */
export function startSchedules(schedules: readonly Schedule[], invoke: Invoke, log: Log): () => Promise<void> {
  const running = new Set<Promise<unknown>>();
  const timers = schedules.map((schedule) => {
    const timer = setInterval(() => {
      const run = invoke(schedule, scheduledEvent(schedule, new Date()))
        .catch((error: unknown) => {
          log(`${schedule.id} (${schedule.handler}) falló: ${describeError(error)}`);
        })
        .finally(() => running.delete(run));
      running.add(run);
    }, schedule.everyMinutes * 60_000);
    // A pending schedule must never keep the process alive on its own.
    timer.unref();
    return timer;
  });
  return async () => {
    timers.forEach((timer) => clearInterval(timer));
    await Promise.all(running);
  };
}
