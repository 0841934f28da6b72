// The SPA's source modules a page's first view runs (docs/sites.md 'Documents'), as the build's
// manifest names them: the host's shell and the page its route loads (web/src/app/routes.tsx and the
// features' *-routes.ts; an organizer host's own pages are in its shell, and it runs the platform's
// registration). A route the tables do not name preloads its shell alone.
import { eventIdOfIndex } from '@shared/results/event-paths';
import { registrationEventId, retoPageId } from './page-routes';

export const PLATFORM_SHELL = 'src/app/app.tsx';
export const ORGANIZER_SHELL = 'src/app/organizer-web-app.tsx';

const results = 'src/features/results/';

/** The one-segment pages, by their path. */
const ownPages: Record<string, string> = {
  'proximos-eventos': `${results}event-list-pages.tsx`,
  live: `${results}event-list-pages.tsx`,
  resultados: `${results}event-list-pages.tsx`,
  'eventos-anteriores': `${results}event-list-pages.tsx`,
  retos: 'src/features/retos/retos-hub-page.tsx',
  servicios: 'src/features/platform/services-page.tsx',
  nosotros: 'src/features/platform/about-page.tsx',
  'politicas-privacidad': 'src/features/platform/privacy-page.tsx',
  login: 'src/features/accounts/sign-in-page.tsx',
  registro: 'src/features/accounts/sign-up-page.tsx',
};

/** `/{list}/evento_{id}`, by the list. */
const eventPages: Record<string, string> = {
  'proximos-eventos': `${results}upcoming-event-page.tsx`,
  live: `${results}live-page.tsx`,
  resultados: `${results}event-results-page.tsx`,
  'eventos-anteriores': `${results}event-results-page.tsx`,
  convocatoria: 'src/features/sites/convocatoria-page.tsx',
};

const RETO_PAGE = 'src/features/retos/athlete-reto-page.tsx';
/** Its signed-in part, a module of its own that the page evaluates after drawing the reto's card. */
const RETO_PARTICIPATION = 'src/features/retos/reto-participation.tsx';
/** Amplify and its auth (web/src/lib/amplify.ts): a reto's page is for signed-in athletes, whose session it reads first. */
const SESSION = ['aws-amplify/dist/esm/index.mjs', 'aws-amplify/dist/esm/auth/index.mjs'];
const REGISTRATION_PAGE = 'src/features/registration/registration-page.tsx';

function platformPage(segments: string[]): string[] {
  const [first = '', second, third] = segments;
  const page = (module: string | undefined) => (module ? [module] : []);
  if (segments.length === 1) return page(Object.hasOwn(ownPages, first) ? ownPages[first] : undefined);
  if (retoPageId(segments) !== undefined) return [RETO_PAGE, RETO_PARTICIPATION, ...SESSION];
  if (eventIdOfIndex(second) === undefined || !Object.hasOwn(eventPages, first)) return [];
  if (segments.length === 2) return page(eventPages[first]);
  // An athlete's result: the results page with the athlete's detail open.
  if (segments.length === 3 && (first === 'resultados' || first === 'eventos-anteriores') && third) return page(eventPages[first]);
  return [];
}

export function pageModules(mainHost: boolean, segments: string[]): string[] {
  const shell = mainHost ? PLATFORM_SHELL : ORGANIZER_SHELL;
  if (registrationEventId(segments) !== undefined) return [shell, REGISTRATION_PAGE];
  return mainHost ? [shell, ...platformPage(segments)] : [shell];
}
