// Registrant administration at 50,000 registrants: the full-data CSV export (time from the request
// to the written file, and the local cloud's memory while its job streams it) and a Dashboard
// recomputation (from the first look to stored figures).
import { round, type Bench, type Figure } from './figure';
import { REGISTRANTS, registrantAdminRun } from './registrant-admin-run';

export const registrantAdminBench: Bench = {
  name: 'registrant_admin',
  async *run(): AsyncGenerator<Figure> {
    const run = await registrantAdminRun();
    const bench = 'registrant_admin';
    const details = { registrants: REGISTRANTS, seedSeconds: round(run.seedSeconds, 1) };
    yield { bench, figure: 'csv_export_seconds', value: round(run.exportSeconds, 1), unit: 's', ...details, rows: run.exportRows, megabytes: round(run.exportMegabytes, 1) };
    yield { bench, figure: 'csv_export_peak_rss_mb', value: round(run.peakRssMb, 0), unit: 'MB', ...details, baselineRssMb: round(run.baselineRssMb, 0), growthMb: round(run.peakRssMb - run.baselineRssMb, 0) };
    yield { bench, figure: 'dashboard_recompute_seconds', value: round(run.dashboardSeconds, 1), unit: 's', ...details, inscritos: run.dashboardInscritos };
  },
};
