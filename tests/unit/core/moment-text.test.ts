// How a moment reads on screen (shared/core/moment-text.ts): as the browser's own `toLocaleString`
// writes it in es-MX, in each style, from an ISO date-time or milliseconds.
import { describe, expect, it } from 'vitest';
import { momentText } from '@shared/core/moment-text';

const at = '2026-11-22T06:25:50Z';

describe('momentText', () => {
  it.each(['short', 'medium', 'long'] as const)('writes a moment in the %s style as toLocaleString does', (style) => {
    expect(momentText(at, style)).toBe(new Date(at).toLocaleString('es-MX', { dateStyle: style, timeStyle: 'short' }));
  });

  it('reads milliseconds as the same moment, in the medium style by default', () => {
    expect(momentText(Date.parse(at))).toBe(momentText(at, 'medium'));
    expect(momentText(at)).toMatch(/nov 2026/);
  });
});
