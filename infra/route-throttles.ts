// API Gateway's ceilings (requests per second, all callers together) for the routes a client can
// repeat cheaply, below the stage's own (api-access-logs.ts). Keys are route keys of infra/routes.ts.
export const routeThrottles: Record<string, { rateLimit: number; burstLimit: number }> = {
  'POST /api/events/{eventId}/registrations/discount': { rateLimit: 20, burstLimit: 40 },
  'POST /api/events/{eventId}/registrations': { rateLimit: 50, burstLimit: 100 },
  // Each group order writes up to 20 registrants.
  'POST /api/events/{eventId}/group-registrations': { rateLimit: 10, burstLimit: 20 },
  'POST /api/events/{eventId}/registrations/{registroId}/payment': { rateLimit: 50, burstLimit: 100 },
  'POST /api/retos/{eventID}/me/payment': { rateLimit: 50, burstLimit: 100 },
  'POST /api/accounts': { rateLimit: 10, burstLimit: 20 },
  // Waiting lists: a join mails its address; an entry is read or left by its mailed key.
  'POST /api/events/{eventId}/waitlist': { rateLimit: 20, burstLimit: 40 },
  'POST /api/events/{eventId}/waitlist/entry': { rateLimit: 20, burstLimit: 40 },
  'POST /api/events/{eventId}/waitlist/exit': { rateLimit: 20, burstLimit: 40 },
  'POST /api/events/{eventId}/forms/{grupo}/submissions': { rateLimit: 20, burstLimit: 40 },
  'POST /api/events/{eventId}/tracking-links/{tkl}/visits': { rateLimit: 100, burstLimit: 200 },
  // Preview cards are drawn by sharp: CloudFront keeps each five minutes, and new ones are drawn at this pace at most.
  'GET /api/events/{eventId}/athletes/{bib}/tarjeta.png': { rateLimit: 20, burstLimit: 40 },
  'GET /api/events/{eventId}/tarjeta.png': { rateLimit: 20, burstLimit: 40 },
  // The open results feed: CloudFront answers repeated reads from its cache, so these cap what reaches
  // the table when a crowd or a script asks for pages and lists the cache has not seen.
  'GET /api/feed/v1/events/{eventId}': { rateLimit: 50, burstLimit: 100 },
  'GET /api/feed/v1/events/{eventId}/standings': { rateLimit: 100, burstLimit: 200 },
  'GET /api/feed/v1/events/{eventId}/passes': { rateLimit: 50, burstLimit: 100 },
  'GET /api/feed/v1/events/{eventId}/athletes/{bib}': { rateLimit: 100, burstLimit: 200 },
  'GET /api/feed/v1/events/{eventId}/widget': { rateLimit: 100, burstLimit: 200 },
  // A path no route takes is answered by a function of its own: random paths must not use up the stage.
  $default: { rateLimit: 20, burstLimit: 40 },
};
