// The addresses of the public event reads (docs/results.md §2, docs/registration.md §3): the SPA asks
// them, and a page's document carries their answers under the same address or has the browser ask
// them early (docs/sites.md 'Documents').

export type PublicEventList = 'live' | 'upcoming' | 'previous';

export const publicEventApi = {
  detail: (eventId: number) => `/api/events/${eventId}`,
  list: (list: PublicEventList, cursor?: string) => {
    const query = new URLSearchParams({ list });
    if (cursor) query.set('cursor', cursor);
    return `/api/events?${query}`;
  },
  registration: (eventId: number) => `/api/events/${eventId}/registration`,
};
