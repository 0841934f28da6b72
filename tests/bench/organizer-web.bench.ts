// An organizer web's first view (issue: one cacheable site document plus the SPA): the document's
// size for a typical and a large site, and the JavaScript an organizer web loads before drawing
// against the platform's home page in the same run.
import { round, type Bench, type Figure } from './figure';
import { organizerWebRun } from './organizer-web-run';

export const organizerWebBench: Bench = {
  name: 'organizer_web',
  async *run(): AsyncGenerator<Figure> {
    const run = await organizerWebRun();
    const bench = 'organizer_web';
    for (const [size, figures] of [['typical', run.typical], ['large', run.large]] as const) {
      yield { bench, figure: `site_document_${size}_bytes`, value: figures.bytes, unit: 'bytes', gzipBytes: figures.gzipBytes };
      yield { bench, figure: `site_document_${size}_read_ms`, value: round(figures.readMs, 1), unit: 'ms (median, local cloud)' };
    }
    yield { bench, figure: 'first_load_js_gzip_bytes', value: run.organizerWeb.jsGzipBytes, unit: 'bytes', rawBytes: run.organizerWeb.jsBytes, scripts: run.organizerWeb.scripts };
    yield { bench, figure: 'main_home_js_gzip_bytes', value: run.mainHome.jsGzipBytes, unit: 'bytes', rawBytes: run.mainHome.jsBytes, scripts: run.mainHome.scripts };
    yield { bench, figure: 'first_load_js_vs_main_home', value: round(run.organizerWeb.jsGzipBytes / run.mainHome.jsGzipBytes, 2), unit: 'ratio' };
  },
};
