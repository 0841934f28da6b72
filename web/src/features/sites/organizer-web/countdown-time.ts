// What is left until a countdown's date, in whole days, hours, minutes and seconds.

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Null once the date has come (or when it is not a date). Partial seconds count as a whole one. */
export function timeLeft(untilMs: number, nowMs: number): TimeLeft | null {
  const total = Math.ceil((untilMs - nowMs) / 1000);
  if (!(total > 0)) return null;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}
