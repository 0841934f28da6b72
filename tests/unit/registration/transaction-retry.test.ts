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

  it('fails at once on a fault of the transaction itself', async () => {
    const run = vi.fn().mockResolvedValue(canceled('ValidationError', 'None'));
    await expect(transact(run)).rejects.toThrow('A write transaction failed: ValidationError, None');
    expect(run).toHaveBeenCalledTimes(1);
  });
});
