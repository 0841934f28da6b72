// Which chunks a page's document preloads (docs/sites.md 'Documents'): its host's shell and its route's
// page, with what they import, read from the SPA build's manifest, leaving out what the shell loads;
// and the registration's view, the one read it has the browser fetch early.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fetchPreloadLinks } from '@lambdas/documents/page-fetches';
import { ORGANIZER_SHELL, PLATFORM_SHELL, pageModules } from '@lambdas/documents/page-modules';
import { type BuildManifest, preloadLinks, staticClosure } from '@lambdas/documents/page-preloads';

const dist = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

/** A path of every page the tables name, by host. */
const mainHostPaths = [
  '',
  'proximos-eventos',
  'live',
  'resultados',
  'eventos-anteriores',
  'retos',
  'servicios',
  'nosotros',
  'politicas-privacidad',
  'login',
  'registro',
  'proximos-eventos/evento_2',
  'proximos-eventos/evento_2/inscripcion',
  'live/evento_3',
  'resultados/evento_1',
  'resultados/evento_1/101',
  'eventos-anteriores/evento_1',
  'convocatoria/evento_2',
  'retos/2105-6524-6018',
  'retos/2105-6524-6018/code/ABC',
];

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

describe("a page's modules", () => {
  it("are the platform's shell and the route's page on the main host", () => {
    expect(pageModules(true, [])).toEqual([PLATFORM_SHELL]);
    expect(pageModules(true, segmentsOf('resultados/evento_1'))).toEqual([PLATFORM_SHELL, 'src/features/results/event-results-page.tsx']);
    expect(pageModules(true, segmentsOf('resultados/evento_1/101'))).toEqual([PLATFORM_SHELL, 'src/features/results/event-results-page.tsx']);
    expect(pageModules(true, segmentsOf('proximos-eventos'))).toEqual([PLATFORM_SHELL, 'src/features/results/event-list-pages.tsx']);
    // A reto's page is for signed-in athletes: Amplify and its auth read the session first.
    expect(pageModules(true, segmentsOf('retos/r1'))).toEqual([
      PLATFORM_SHELL,
      'src/features/retos/athlete-reto-page.tsx',
      'src/features/retos/reto-participation.tsx',
      'aws-amplify/dist/esm/index.mjs',
      'aws-amplify/dist/esm/auth/index.mjs',
    ]);
  });

  it('are the shell alone on a route the tables do not name, or a path that is no route', () => {
    for (const path of ['atletas', 'eventos-organizador/evento_1', 'evento_4', 'resultados/abc', 'live/evento_3/x', 'retos/r1/code']) {
      expect(pageModules(true, segmentsOf(path))).toEqual([PLATFORM_SHELL]);
    }
  });

  it("are the organizer web's shell on its host, and the registration's page on its registration", () => {
    expect(pageModules(false, segmentsOf('ruta'))).toEqual([ORGANIZER_SHELL]);
    expect(pageModules(false, segmentsOf('proximos-eventos/evento_4/inscripcion'))).toEqual([ORGANIZER_SHELL, 'src/features/registration/registration-page.tsx']);
  });

  it("each name a chunk of the SPA's build", () => {
    const manifestFile = `${dist}.vite/manifest.json`;
    if (!existsSync(manifestFile)) throw new Error(`No SPA build at ${dist}: run npm run build:web`);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest;
    const modules = new Set([...mainHostPaths.map((path) => pageModules(true, segmentsOf(path))), pageModules(false, [])].flat());
    expect(modules.size).toBe(18);
    for (const module of modules) expect(staticClosure(manifest, [module]).length, module).toBeGreaterThan(0);
  });
});

describe('the preload links', () => {
  const manifest: BuildManifest = {
    'index.html': { file: 'assets/index.js', imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_router.js': { file: 'assets/router.js', imports: ['_react.js'] },
    'src/app/app.tsx': { file: 'assets/app.js', imports: ['_router.js', 'index.html'] },
    'src/page.tsx': { file: 'assets/page.js', imports: ['_card.js', '_router.js'] },
    '_card.js': { file: 'assets/card.js', imports: ['_react.js'] },
    '../../node_modules/lib/dist/index.mjs': { file: 'assets/lib.js' },
  };
  const shell = '<script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/router.js">';

  it("name each chunk of the modules and of their imports once, but those the shell loads", () => {
    expect(preloadLinks(shell, manifest, ['src/app/app.tsx', 'src/page.tsx'])).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/app.js">',
      '<link rel="modulepreload" crossorigin href="/assets/react.js">',
      '<link rel="modulepreload" crossorigin href="/assets/page.js">',
      '<link rel="modulepreload" crossorigin href="/assets/card.js">',
    ]);
  });

  it('name a package by its path in node_modules, wherever that folder is', () => {
    expect(preloadLinks(shell, manifest, ['lib/dist/index.mjs'])).toEqual(['<link rel="modulepreload" crossorigin href="/assets/lib.js">']);
  });

  it('fail on a module the build does not have', () => {
    expect(() => staticClosure(manifest, ['src/gone.tsx'])).toThrow(/no chunk src\/gone.tsx/);
  });
});

describe('the fetch preloads', () => {
  it("name the registration's view on its page, and nothing on any other", () => {
    expect(fetchPreloadLinks(segmentsOf('proximos-eventos/evento_2/inscripcion'))).toEqual([
      '<link rel="preload" as="fetch" crossorigin href="/api/events/2/registration">',
    ]);
    for (const path of ['', 'proximos-eventos/evento_2', 'proximos-eventos/evento_x/inscripcion', 'proximos-eventos/evento_2/inscripcion/x', 'live/evento_3']) {
      expect(fetchPreloadLinks(segmentsOf(path))).toEqual([]);
    }
  });
});
