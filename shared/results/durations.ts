// Race durations: milliseconds inside, 'HH:MM:SS' on screen (docs/results.md §5: time defaults to 00:00:00;
// §9: finish-time arithmetic never goes below zero).

export const ZERO_TIME = '00:00:00';

const DURATION = /^(\d+):([0-5]\d):([0-5]\d)(?:\.(\d{1,3}))?$/;

/** 'HH:MM:SS' or 'HH:MM:SS.mmm' → ms; hours may exceed 24. Null for anything else. */
export function parseDuration(text: string): number | null {
  const match = DURATION.exec(text.trim());
  if (!match) return null;
  const [hours, minutes, seconds] = match.slice(1, 4).map(Number) as [number, number, number];
  const ms = Number((match[4] ?? '').padEnd(3, '0'));
  return ((hours * 60 + minutes) * 60 + seconds) * 1000 + ms;
}

/** ms → 'HH:MM:SS', truncated to the whole second as chip timing shows it; zero or less → 00:00:00. */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return ZERO_TIME;
  const total = Math.floor(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return [hours, minutes, total % 60].map((part) => String(part).padStart(2, '0')).join(':');
}
