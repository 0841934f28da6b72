import { describe, expect, it, vi } from 'vitest';
import { catchUp, QUIET_MS, type ChangedState } from '@lambdas/core/catch-up';

const NOW = new Date('2030-03-01T14:00:00Z');
const before = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

async function sweep(states: (ChangedState & { id: string })[]) {
  const requeued: string[] = [];
  const settled: string[] = [];
  const count = await catchUp(states, NOW, {
    requeue: vi.fn(async ({ id }) => void requeued.push(id)),
    settle: vi.fn(async ({ id }) => void settled.push(id)),
  });
  return { count, requeued, settled };
}

describe('catchUp', () => {
  it.each([
    ['current', { version: 4, computedVersion: 4, changedAt: before(QUIET_MS * 10) }, 'settled'],
    ['computed past its version (a recheck reached it)', { version: 4, computedVersion: 5, changedAt: before(0) }, 'settled'],
    ['behind, changed within the quiet spell', { version: 5, computedVersion: 4, changedAt: before(QUIET_MS - 1) }, 'left'],
    ['behind and quiet for exactly the spell', { version: 5, computedVersion: 4, changedAt: before(QUIET_MS) }, 'requeued'],
    ['behind and quiet for long, never computed', { version: 3, computedVersion: 0, changedAt: before(QUIET_MS * 30) }, 'requeued'],
  ])('a state %s is %s', async (_, state, outcome) => {
    const { count, requeued, settled } = await sweep([{ id: 'x', ...state }]);
    expect({ requeued, settled }).toEqual({ requeued: outcome === 'requeued' ? ['x'] : [], settled: outcome === 'settled' ? ['x'] : [] });
    expect(count).toBe(outcome === 'requeued' ? 1 : 0);
  });

  it('handles every state of one sweep and counts only the ones queued again', async () => {
    const quiet = before(QUIET_MS * 2);
    const { count, requeued, settled } = await sweep([
      { id: 'a', version: 2, computedVersion: 1, changedAt: quiet },
      { id: 'b', version: 2, computedVersion: 2, changedAt: quiet },
      { id: 'c', version: 9, computedVersion: 7, changedAt: quiet },
    ]);
    expect([count, requeued, settled]).toEqual([2, ['a', 'c'], ['b']]);
  });
});
