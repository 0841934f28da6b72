// A reto's address in the API, which its routes extend (`/me`, `/chat`, `/results`…): the SPA asks
// it, and the athlete page's document carries the reto's public read under it (docs/sites.md 'Documents').
export const retoApiPath = (eventId: string) => `/api/retos/${encodeURIComponent(eventId)}`;
