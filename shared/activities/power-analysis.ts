// The power figures of an activity's samples (docs/activities.md 'Training analysis'): normalized
// power from the 30-sample rolling mean, the best 1,200-sample (20-minute) average, and the
// intensity factor and training stress score from the FTP. A sample is one second, as 1,200 samples
// are twenty minutes.

/** The rolling mean's width (samples). */
export const ROLLING_SAMPLES = 30;
/** The best sustained average's width: twenty minutes of one-second samples. */
export const BEST_AVERAGE_SAMPLES = 1200;

/**
 * Normalized power: the 30-sample rolling mean of the watts, each raised to the 4th power, their
 * mean, and its 4th root. Undefined with fewer than 30 samples.
 */
export function normalizedPower(watts: readonly number[]): number | undefined {
  if (watts.length < ROLLING_SAMPLES) return undefined;
  let windowSum = 0;
  let fourthPowers = 0;
  for (let index = 0; index < watts.length; index += 1) {
    windowSum += watts[index]!;
    if (index >= ROLLING_SAMPLES) windowSum -= watts[index - ROLLING_SAMPLES]!;
    if (index >= ROLLING_SAMPLES - 1) fourthPowers += (windowSum / ROLLING_SAMPLES) ** 4;
  }
  return (fourthPowers / (watts.length - ROLLING_SAMPLES + 1)) ** 0.25;
}

/** The highest mean of `width` consecutive samples; undefined with fewer samples than that. */
export function bestAverage(watts: readonly number[], width = BEST_AVERAGE_SAMPLES): number | undefined {
  if (watts.length < width || width < 1) return undefined;
  let sum = 0;
  for (let index = 0; index < width; index += 1) sum += watts[index]!;
  let best = sum;
  for (let index = width; index < watts.length; index += 1) {
    sum += watts[index]! - watts[index - width]!;
    best = Math.max(best, sum);
  }
  return best / width;
}

/** IF = NP / FTP. */
export const intensityFactor = (normalized: number, ftp: number) => normalized / ftp;

/** TSS = (seconds × NP × IF) / (FTP × 3600) × 100: an hour at FTP scores 100. */
export function trainingStressScore(seconds: number, normalized: number, ftp: number): number {
  return ((seconds * normalized * intensityFactor(normalized, ftp)) / (ftp * 3600)) * 100;
}
