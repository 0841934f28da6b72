import { describe, expect, it, vi } from 'vitest';
import { transact } from '@lambdas/data/transaction-retry';

const canceled = (...codes: string[]) => ({ canceled: true, data: codes.map((code) => ({ code, rejected: code !== 'None', item: null })) });

describe('transact', () => {
  it('runs again a transaction that only collided with a concurrent one', async () => {
    const run = vi.fn().mockResolvedValueOnce(canceled('None', 'TransactionConflict')).mockResolvedValueOnce({ canceled: false, data: [] });
    expect(await transact(run)).toEqual({ ok: true });
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('says which conditions failed, without running it again', async () => {
    const run = vi.fn().mockResolvedValue(canceled('None', 'ConditionalCheckFailed', 'TransactionConflict'));
    expect(await transact(run)).toEqual({ ok: false, failed: [false, true, false] });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('keeps trying past collisions for six seconds when attempts are quick, then fails', async () => {
    vi.useFakeTimers();
    try {
      const run = vi.fn().mockResolvedValue(canceled('TransactionConflict'));
      const outcome = transact(run);
      const failure = expect(outcome).rejects.toThrow('A write transaction failed: TransactionConflict');
      await vi.advanceTimersByTimeAsync(5_900);
      const attemptsWithinBudget = run.mock.calls.length;
      expect(attemptsWithinBudget).toBeGreaterThan(16);
      await vi.advanceTimersByTimeAsync(1_000);
      await failure;
    } finally {
      vi.useRealTimers();
    }
  });

  it('makes sixteen attempts however slow each one is, before it fails', async () => {
    vi.useFakeTimers();
    try {
      const run = vi.fn(async () => {
        vi.advanceTimersByTime(1_000);
        return canceled('TransactionConflict');
      });
      const failure = expect(transact(run)).rejects.toThrow('A write transaction failed: TransactionConflict');
      await vi.runAllTimersAsync();
      await failure;
      expect(run).toHaveBeenCalledTimes(16);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fails at once on a fault of the transaction itself', async () => {
    const run = vi.fn().mockResolvedValue(canceled('ValidationError', 'None'));
    await expect(transact(run)).rejects.toThrow('A write transaction failed: ValidationError, None');
    expect(run).toHaveBeenCalledTimes(1);
  });
});
