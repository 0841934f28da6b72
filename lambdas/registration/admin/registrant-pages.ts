// An event's registrants read one DynamoDB page at a time (a Query, in registration order), so a
// job over 50,000 of them holds one page in memory, never the list. Each comes with its group's name
// from its own attributes: one Query a page, nothing more per registrant.
import type { AdminRegistrant } from '@shared/registration/admin-registrant';
import { RegistrantEntity, type RegistrantItem } from '@lambdas/data/registrant-entity';
import { groupOf } from './registrant-admin-view';
import type { RegistrantScope } from './registrant-scope';

type Page = { data: RegistrantItem[]; cursor: string | null };

function pageOf({ eventId, usuarioRegistra }: RegistrantScope, cursor: string | null): Promise<Page> {
  const options = { cursor, pages: 1 } as const;
  return usuarioRegistra === undefined
    ? RegistrantEntity.query.newestFirst({ eventId }).go(options)
    : RegistrantEntity.query.byUsuario({ eventId, usuarioRegistra }).go(options);
}

export async function* registrantPages(scope: RegistrantScope): AsyncGenerator<AdminRegistrant[]> {
  let cursor: string | null = null;
  do {
    const page: Page = await pageOf(scope, cursor);
    if (page.data.length > 0) yield page.data.map((item) => ({ ...(item as AdminRegistrant), ...groupOf(item) }));
    cursor = page.cursor;
  } while (cursor);
}
