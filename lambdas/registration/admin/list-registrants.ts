// GET /api/events/{eventId}/registrants?filtro=&antes=&q= — the Ingresos list (docs/registration.md §2, §4 List
// filter, §5 Search): the 50 newest, then 200 more before the cursor; or the registrants 'Nombre o
// Número' finds. An inscriptor gets only those it registered; fields hidden from the caller's profile
// are left out (docs/registrant-admin.md §6).
import { FIRST_PAGE, NEXT_PAGE, SEARCH_MATCHES, cursorOf, registrantListQuerySchema, type RegistrantPage } from '@shared/registration/registrant-admin-api';
import { registrantValues } from '@shared/registration/registrant-values';
import { parseRegistrantQuery } from '@shared/registration/registrant-search';
import { httpHandler } from '@lambdas/core/http-handler';
import type { RegistrantItem } from '@lambdas/data/registrant-entity';
import { adminCall } from './admin-request';
import { callerHiddenFields } from './caller-hidden-fields';
import { toRow } from './registrant-admin-view';
import { findRegistrants, registrantPage } from './registrant-lists-repository';
import { staffNames } from '../staff/staff-names';

export const handler = httpHandler(async (event) => {
  const call = await adminCall(event, 'viewRegistrants');
  const query = registrantListQuerySchema.parse(event.queryStringParameters ?? {});
  const search = query.q === undefined || query.q === '' ? null : parseRegistrantQuery(query.q);
  const hidden = await callerHiddenFields(call);
  const row = (item: RegistrantItem) => toRow(item, hidden);
  let page: RegistrantPage;
  if (search) {
    const { rows, more } = await findRegistrants(call.eventId, search, SEARCH_MATCHES, call.ownOnly);
    page = { registrants: rows.map(row), usuarios: {}, ...(more ? { truncado: true } : {}) };
  } else {
    const limit = query.antes === undefined ? FIRST_PAGE : NEXT_PAGE;
    const { rows, more } = await registrantPage({ eventId: call.eventId, filter: query.filtro, limit, ...(query.antes ? { antes: query.antes } : {}), ...(call.ownOnly ? { usuarioRegistra: call.ownOnly } : {}) });
    const last = rows.at(-1);
    page = { registrants: rows.map(row), usuarios: {}, ...(more && last ? { antes: cursorOf(last) } : {}) };
  }
  page.usuarios = await staffNames()(page.registrants.map((row) => row.usuarioRegistra).filter((id) => id !== registrantValues.sinUsuario));
  return { body: page };
});
