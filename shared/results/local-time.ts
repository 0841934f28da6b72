// Instants ↔ the wall-clock text timing systems and the spec use ('YYYY-MM-DD HH:MM:SS.mmm'),
// in the event's IANA zone. Daylight-saving gaps and overlaps are resolved the way Date does for
// the host zone: a skipped wall time moves forward, a repeated one takes the earlier instant.

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,3}))?$/;

const DAY_MS = 86_400_000;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

// Building a DateTimeFormat is costly and ingest converts thousands of passes per batch.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of an instant in a zone, as numbers. */
function wallClock(epochMs: number, zone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
    ms: ((epochMs % 1000) + 1000) % 1000,
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function zoneOffset(epochMs: number, zone: string): number {
  const c = wallClock(epochMs, zone);
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second, c.ms) - epochMs;
}

/** 'YYYY-MM-DD HH:MM:SS.mmm' as the wall clock reads at that instant in the zone. */
export function toLocalDateTime(epochMs: number, zone: string): string {
  const c = wallClock(epochMs, zone);
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)} ${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}.${pad(c.ms, 3)}`;
}

/**
 * The instant a wall-clock text names in the zone; null for the timing systems' empty date
 * ('0000-00-00 00:00:00'), for text of another shape and for days the calendar does not have.
 */
export function fromLocalDateTime(text: string, zone: string): number | null {
  const match = LOCAL_DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const ms = Number((match[7] ?? '').padEnd(3, '0'));
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  if (new Date(asUtc).getUTCDate() !== day) return null;
  // The zone's offsets a day either side cover any single DST change around the wall time.
  const before = zoneOffset(asUtc - DAY_MS, zone);
  const after = zoneOffset(asUtc + DAY_MS, zone);
  const matches = [before, after].map((offset) => asUtc - offset).filter((candidate) => asUtc - candidate === zoneOffset(candidate, zone));
  // None match in a spring-forward gap: reading it with the earlier offset moves it forward, as Date does.
  return matches.length > 0 ? Math.min(...matches) : asUtc - before;
}
