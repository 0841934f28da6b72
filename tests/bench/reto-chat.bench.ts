// A reto's chat at 500 connected participants: message → recipient latency of the organizer's
// broadcasts (every participant) and of thread messages (the other party), p50 and p95.
import { median, percentile, round, type Bench, type Figure } from './figure';
import { measureChat } from './reto-chat-run';

const bench = 'reto_chat';

export const retoChatBench: Bench = {
  name: bench,
  async *run(): AsyncGenerator<Figure> {
    const run = await measureChat();
    const { participants, broadcasts } = run;
    yield { bench, figure: 'broadcast_to_participant_p50_ms', value: round(percentile(run.broadcastLatenciesMs, 50), 0), unit: 'ms', participants, broadcasts };
    yield { bench, figure: 'broadcast_to_participant_p95_ms', value: round(percentile(run.broadcastLatenciesMs, 95), 0), unit: 'ms', participants, broadcasts };
    yield { bench, figure: 'broadcast_last_participant_p50_ms', value: round(median(run.lastReachedMs), 0), unit: 'ms', participants, broadcasts };
    yield { bench, figure: 'participants_reached_min_share', value: round(Math.min(...run.reachedShares), 3), unit: 'share', participants, broadcasts };
    const messages = run.threadLatenciesMs.length;
    yield { bench, figure: 'thread_message_to_recipient_p50_ms', value: round(percentile(run.threadLatenciesMs, 50), 0), unit: 'ms', participants, messages };
    yield { bench, figure: 'thread_message_to_recipient_p95_ms', value: round(percentile(run.threadLatenciesMs, 95), 0), unit: 'ms', participants, messages };
  },
};
