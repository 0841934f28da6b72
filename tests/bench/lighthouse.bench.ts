// Lighthouse's four category scores (0–100) of each first view, its largest contentful paint and the
// JavaScript it loaded (docs/benchmarks.md).
import type { Bench, Figure } from './figure';
import { lighthouseCategories, lighthouseRun } from './lighthouse-run';

export const lighthouseBench: Bench = {
  name: 'lighthouse',
  async *run(): AsyncGenerator<Figure> {
    const bench = 'lighthouse';
    for await (const { page, scores, lcpMs, scriptBytes } of lighthouseRun()) {
      for (const category of lighthouseCategories) yield { bench, page, figure: category, value: scores[category], unit: 'score', lcpMs };
      yield { bench, page, figure: 'lcp', value: lcpMs, unit: 'ms (simulated mobile)' };
      yield { bench, page, figure: 'script_bytes', value: scriptBytes, unit: 'bytes (as sent, brotli)' };
    }
  },
};
