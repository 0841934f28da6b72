import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import '@shared/core/zod-spanish';

describe("zod's own messages", () => {
  it('are in Spanish where a schema gives none of its own', () => {
    const answer = z.object({ cantidad: z.number().min(1), talla: z.enum(['CH', 'M']) }).safeParse({ cantidad: 0, talla: 'XXL' });
    const texts = answer.error?.issues.map((issue) => issue.message) ?? [];
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(/^Demasiado pequeño/);
    expect(texts[1]).toMatch(/^Opción inválida/);
  });

  it("leave a schema's own message alone", () => {
    expect(z.string().min(3, 'Campo requerido').safeParse('').error?.issues[0]?.message).toBe('Campo requerido');
  });
});
