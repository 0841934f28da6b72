// A value made the first time it is asked for, then kept (shared/core/made-once.ts).
import { describe, expect, it, vi } from 'vitest';
import { madeOnce } from '@shared/core/made-once';

describe('madeOnce', () => {
  it('makes nothing until asked, then makes the value once and gives the same one each time', () => {
    const make = vi.fn(() => ({ made: true }));
    const value = madeOnce(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledOnce();
  });

  it('keeps a value that is itself undefined without making it again', () => {
    const make = vi.fn(() => undefined);
    const value = madeOnce(make);
    value();
    value();
    expect(make).toHaveBeenCalledOnce();
  });
});
