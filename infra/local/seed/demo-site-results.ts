// The spring race's organizer web gets a 'Resultados' page with the results widget of its organizer's
// two timed races, the live one and the finished one (docs/results.md 'The results widget'), and a
// 'Resultados' link in its home page's menu: made through the site editor API as an organizer would,
// on the revision the web is on. A web that already has the page is left as it is, and a draft the
// organizer has not published yet is saved with the page but not published.
import type { SiteEditorView } from '@shared/sites/site-api';
import type { SiteContent, SiteSection } from '@shared/sites/site-schema';
import type { SeedStep } from '../seed-demo';
import { demoAccount, demoPassword } from './demo-accounts';
import { readDemoState } from './demo-state';
import { signedInApi } from './seed-api';

const PAGE = 'resultados';
const MENU_LINK = { text: 'Resultados', url: `/${PAGE}` };

function withResultsPage(content: SiteContent, live: number, finished: number): unknown {
  const home = content.home.sections.map((section): SiteSection =>
    section.component === 'header' && section.menu.length < 12 && !section.menu.some((item) => item.url === MENU_LINK.url)
      ? { ...section, menu: [...section.menu, MENU_LINK] }
      : section,
  );
  const page = {
    title: 'Resultados',
    sections: [
      { component: 'title', text: 'Resultados de nuestras carreras' },
      { component: 'results', eventId: live, title: 'En vivo: Carrera del Bosque' },
      { component: 'results', eventId: finished, title: 'Medio Maratón de la Ciudad' },
    ],
  };
  return { ...content, home: { ...content.home, sections: home }, pages: { ...content.pages, [PAGE]: page } };
}

export const demoSiteResultsStep: SeedStep = {
  id: 'web-resultados',
  needs: ['eventos', 'webs'],
  name: 'resultados en la web de la primavera (widget de resultados)',
  async run(context) {
    const { spring, live, finished } = await readDemoState(context);
    if (!spring || !live || !finished) throw new Error('La página de resultados necesita los eventos del paso de eventos');
    const organizer = await signedInApi(context.url, demoAccount('Organizador').signUp.correo, demoPassword);
    const view = await organizer.call<SiteEditorView>('GET', `/api/events/${spring.eventId}/site`);
    if (!view.draft || Object.hasOwn(view.draft.pages, PAGE)) return;
    const published = view.publishedRevision === view.revision;
    const saved = await organizer.call<{ revision: number }>('PUT', `/api/events/${spring.eventId}/site`, {
      revision: view.revision,
      content: withResultsPage(view.draft, live.eventId, finished.eventId),
    });
    if (published) await organizer.call('POST', `/api/events/${spring.eventId}/site/publication`, { revision: saved.revision });
  },
};
