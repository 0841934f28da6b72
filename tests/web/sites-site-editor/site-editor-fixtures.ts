// The admin screen's API with a site editor view, for the 'Web del evento' tab's tests.
import { ADMIN_ACTIONS, may, type EventAccess, type MyEventAccess } from '@shared/registration/admin-permissions';
import { registryConfigSchema } from '@shared/registration/registry-config-schema';
import type { SiteEditorView } from '@shared/sites/site-api';
import { siteContentSchema } from '@shared/sites/site-schema';
import { anEvent, someSections } from '../events-console/event-fixtures';
import { stubApi, type ApiAnswer, type ApiCall } from '../support/fake-api';
import { aProfile } from '../support/profiles';

const accessOf = (access: EventAccess): MyEventAccess => ({ access, actions: ADMIN_ACTIONS.filter((action) => may(access, action)), userId: 'user-1' });

export function aSiteView(overrides: Partial<SiteEditorView> = {}): SiteEditorView {
  return {
    draft: siteContentSchema.parse({ title: 'Sitio guardado', home: { sections: [{ component: 'title', text: 'Bienvenidos' }] } }),
    revision: 3,
    publishedRevision: null,
    publishedAt: null,
    hosts: [],
    ...overrides,
  };
}

export function stubSiteAdmin(access: EventAccess, site: SiteEditorView, extra: Record<string, ApiAnswer | ((call: ApiCall) => ApiAnswer)> = {}) {
  return stubApi({
    'GET /api/me': { status: 200, body: aProfile() },
    'GET /api/events/7': { status: 200, body: { event: anEvent(), sections: someSections() } },
    'GET /api/events/7/my-access': { status: 200, body: accessOf(access) },
    'GET /api/events/7/registration-config': { status: 200, body: registryConfigSchema.parse({}) },
    'GET /api/events/7/registrants?filtro=1': { status: 200, body: { registrants: [], usuarios: {} } },
    'GET /api/events/7/site': { status: 200, body: site },
    ...extra,
  });
}

/** The admin route is a big lazy module: its first render in jsdom takes seconds. */
export const slow = { timeout: 40_000 };
