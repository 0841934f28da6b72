// Race durations: milliseconds inside, 'HH:MM:SS' on screen, never negative.

export const ZERO_TIME = '00:00:00';

/** 'HH:MM:SS' or 'HH:MM:SS.mmm' (hours may exceed 24) → ms; null when it is not a duration. */
export function parseDuration(text: string | null | undefined): number | null {
  const match = /^(\d{1,3}):([0-5]\d):([0-5]\d)(?:[.,](\d{1,3}))?$/.exec((text ?? '').trim());
  if (!match) return null;
  const [, h, m, s, frac] = match;
  const ms = frac ? Number(frac.padEnd(3, '0')) : 0;
  return ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000 + ms;
}

/** ms → 'HH:MM:SS' (truncated to the second; negative becomes 00:00:00). */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms <= 0) return ZERO_TIME;
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}

/** ms → 'HH:MM:SS.mmm', for timing tables that show thousandths. */
export function formatDurationMs(ms: number | null | undefined): string {
  const safe = ms && ms > 0 && Number.isFinite(ms) ? Math.floor(ms) : 0;
  return `${formatDuration(safe)}.${String(safe % 1000).padStart(3, '0')}`;
}

/** The elapsed time between two instants, floored at zero. */
export function elapsed(fromMs: number, toMs: number): number {
  return Math.max(0, toMs - fromMs);
}
