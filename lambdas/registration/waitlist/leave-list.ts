// An entry out of its list, by the athlete or the organizer: a place it was offered is given back and
// offered at once to the next in line.
import type { WaitlistEntryItem } from '@lambdas/data/waitlist-entry-entity';
import { offerAtOnce } from './waitlist-offers';
import { removeEntry } from './waitlist-repository';

/** False when the entry had left already (or its offer changed since it was read). */
export async function leaveList(entry: WaitlistEntryItem): Promise<boolean> {
  if (!(await removeEntry(entry))) return false;
  if (entry.estado === 'ofrecida') await offerAtOnce(entry.eventId);
  return true;
}
