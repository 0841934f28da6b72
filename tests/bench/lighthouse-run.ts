// Lighthouse (mobile preset: its default form factor, screen and simulated throttling) on the pages
// a visitor opens first, against a bench cloud seeded with the demo (a finished race, an upcoming one
// with registration open, a live one, the retos, the spring race's organizer web on a subdomain),
// whose public port compresses like CloudFront, reached as CloudFront serves it: HTTP/2 over TLS
// (./cloudfront-front.ts; docs/benchmarks.md). Chromium is Debian's, launched
// by playwright-core with a debugging port that Lighthouse drives; the reto's page is measured signed
// in as a reto athlete (signed out it shows only the sign-in prompt). Each page is measured several
// times and reported by its median run, as Lighthouse's own tools do: one run on a shared two-core
// machine moves by ten points with what else the machine is doing.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Flags, type Result, type RunnerResult } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium, type BrowserContext } from 'playwright-core';
import { accountTexts } from '@shared/accounts/account-texts';
import { freePort } from '@infra/local/free-port';
import { DEMO_SUBDOMAIN } from '@infra/local/seed/demo-sites';
import { callApi, signIn, waitFor } from '../support/accounts';
import { chromiumArgs, chromiumPath } from '../support/browser';
import { spawnLocalCloud } from '../support/local-cloud-process';
import { buildWeb } from './build-web';
import { startCloudFrontFront } from './cloudfront-front';

export const lighthouseCategories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof lighthouseCategories)[number];

export interface PageReport {
  page: string;
  scores: Record<LighthouseCategory, number>;
  lcpMs: number;
  /** The scripts the page loaded, as sent over the wire (brotli). */
  scriptBytes: number;
}

const RETO_ATHLETE = 'lucia.reto@demo.mx';
const DEMO_PASSWORD = 'Demo123!';
const RETO_SEED_TIMEOUT_MS = 600_000;
/** Runs per page (LIGHTHOUSE_RUNS): the one nearest the median first paint and interactive time is reported. */
const runsPerPage = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** A build made elsewhere (another commit's web/dist, for a before and after) instead of this code's. */
const givenWebDist = process.env.LIGHTHOUSE_WEB_DIST;
/** A folder for each page's whole Lighthouse report (JSON), to read what it found. */
const reportsDir = process.env.LIGHTHOUSE_REPORTS;
/** Only the pages whose address holds one of these comma-separated words (LIGHTHOUSE_PAGES=retos,ruta). */
const pageFilter = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
const measured = (page: string) => !pageFilter || pageFilter.some((word) => page.includes(word));

async function keptReport(page: string, lhr: Result): Promise<void> {
  if (!reportsDir) return;
  await mkdir(reportsDir, { recursive: true });
  await writeFile(join(reportsDir, `${page.replace(/[^a-z0-9]+/gi, '_')}.json`), JSON.stringify(lhr));
}

/** The demo's open reto, once the seed (which goes on after the cloud is ready) has made it and its athletes. */
async function openRetoId(cloudUrl: string): Promise<string> {
  const retoOf = async () => {
    const token = await signIn(cloudUrl, RETO_ATHLETE, DEMO_PASSWORD).catch(() => undefined);
    if (!token) return undefined;
    const { body } = await callApi<{ items?: { eventID: string; eventName: string }[] }>(cloudUrl, '/api/my-participations', { token });
    return body.items?.find(({ eventName }) => eventName === 'Reto Otoño 10K')?.eventID;
  };
  return waitFor(retoOf, RETO_SEED_TIMEOUT_MS);
}

/** Signs the browser in through the sign-in form, as a person would; the session stays in its storage. */
async function signInBrowser(browser: BrowserContext, origin: string): Promise<void> {
  const page = await browser.newPage();
  await page.goto(`${origin}/login`);
  await page.getByLabel('Correo').fill(RETO_ATHLETE);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  // The sign-in page then shows a welcome, its session stored.
  await page.getByRole('link', { name: accountTexts.goToRetos }).waitFor();
  await page.close();
}

function pageReport(page: string, lhr: Result): PageReport {
  const scores = Object.fromEntries(lighthouseCategories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as PageReport['scores'];
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  return {
    page,
    scores,
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    scriptBytes: requests.filter(({ resourceType }) => resourceType === 'Script').reduce((sum, { transferSize = 0 }) => sum + transferSize, 0),
  };
}

/** The page measured runsPerPage times, in a row: the median run's report. */
async function medianRun(url: string, measure: () => Promise<RunnerResult | undefined>): Promise<Result> {
  const runs: Result[] = [];
  for (let run = 0; run < runsPerPage; run += 1) {
    const result = await measure();
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    runs.push(result.lhr);
  }
  return computeMedianRun(runs);
}

export async function* lighthouseRun(): AsyncGenerator<PageReport> {
  if (!givenWebDist) buildWeb();
  const cloud = await spawnLocalCloud([
    '--demo-registrants', '0',
    '--demo-athletes', '300',
    '--rate-limit-factor', '1000',
    ...(givenWebDist ? ['--web-dist', givenWebDist] : []),
  ]);
  const front = await startCloudFrontFront(Number(new URL(cloud.url).port));
  const debuggingPort = await freePort();
  // A persistent context is the browser's default one, where Lighthouse opens its tabs: they share its storage.
  const profile = await mkdtemp(join(tmpdir(), 'lighthouse-profile-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    // The front's certificate is self-signed, made for this run.
    args: [...chromiumArgs, '--ignore-certificate-errors', `--remote-debugging-port=${debuggingPort}`],
  });
  try {
    const port = String(front.port);
    const main = `https://localhost:${port}`;
    const organizerWeb = `https://${DEMO_SUBDOMAIN}.localhost:${port}`;
    const retoId = await openRetoId(cloud.url);
    const flags: Flags = { port: debuggingPort, output: 'json', logLevel: 'error', onlyCategories: [...lighthouseCategories] };
    const signedOut = [
      `${main}/`,
      `${main}/proximos-eventos/`,
      `${main}/resultados/evento_1`,
      `${main}/live/evento_3`,
      `${main}/proximos-eventos/evento_2/inscripcion`,
      `${organizerWeb}/`,
      `${organizerWeb}/ruta`,
    ];
    for (const url of signedOut.filter(measured)) {
      const page = url.replace(`:${port}`, '');
      const median = await medianRun(url, () => lighthouse(url, flags));
      await keptReport(page, median);
      yield pageReport(page, median);
    }
    if (!measured('/retos/')) return;
    // Lighthouse's storage reset would sign the athlete out: the cache alone is emptied, by hand, before each run.
    await signInBrowser(browser, main);
    const session = await browser.newCDPSession(browser.pages()[0] ?? (await browser.newPage()));
    const reto = `${main}/retos/${retoId}`;
    const median = await medianRun(reto, async () => {
      await session.send('Network.clearBrowserCache');
      return lighthouse(reto, { ...flags, disableStorageReset: true });
    });
    await keptReport('https://localhost/retos/{reto}', median);
    yield pageReport('https://localhost/retos/{reto}', median);
  } finally {
    await browser.close();
    await rm(profile, { recursive: true, force: true });
    await front.close();
    await cloud.stop();
  }
}
