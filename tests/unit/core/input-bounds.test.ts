import { describe, expect, it } from 'vitest';
import { emptyBodySchema, storableNumber } from '@shared/core/input-bounds';

describe('storableNumber', () => {
  it('takes zero and numbers DynamoDB stores, and refuses magnitudes the table would refuse, in Spanish', () => {
    for (const value of [0, 5, -3.5, 1e-9, Number.MAX_SAFE_INTEGER]) expect(storableNumber().safeParse(value).success).toBe(true);
    for (const value of [5e-324, -1e-200, Number.MAX_SAFE_INTEGER * 2, Number.NaN]) expect(storableNumber().safeParse(value).success).toBe(false);
    expect(storableNumber().safeParse(5e-324).error?.issues[0]?.message).toBe('Número fuera del rango permitido');
  });
});

describe('emptyBodySchema', () => {
  it('takes only an empty object', () => {
    expect(emptyBodySchema.safeParse({}).success).toBe(true);
    expect(emptyBodySchema.safeParse({ x: 1 }).success).toBe(false);
    expect(emptyBodySchema.safeParse(null).success).toBe(false);
  });
});
