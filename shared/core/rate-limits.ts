// How often one client (or one event, or one e-mail) may repeat what costs it nothing and the
// platform something: code checks, form posts, payments and vouchers, accounts, sign-ins, visits. A
// limit is crossed when its window already counts `limit` requests: a clock window (fixed), or for the
// limits meant as a rate (chat messages, form posts) the last `windowSeconds` whenever the request
// comes (rolling, shared/core/rolling-window.ts).

export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const rateLimits = {
  /** Discount codes are short words: a few guesses a minute and a few dozen an hour per client… */
  codeChecksPerClient: [
    { limit: 6, windowSeconds: MINUTE },
    { limit: 30, windowSeconds: HOUR },
  ],
  /**
   * …and a ceiling per event on the codes it refuses, against guesses spread over many addresses: a
   * code that applies is never counted nor refused by it, so real codes keep working under a flood.
   */
  refusedCodesPerEvent: [{ limit: 120, windowSeconds: MINUTE }],
  /** Registration forms sent; a family or a team registering together stays well below. */
  registrationsPerClient: [{ limit: 30, windowSeconds: 10 * MINUTE }],
  /** Group orders (docs/registration.md, Group registration): each writes up to 20 registrants; a payer corrects and sends again a few times. */
  groupRegistrationsPerClient: [{ limit: 10, windowSeconds: 10 * MINUTE }],
  /**
   * Changes an athlete starts or cancels on a registration (a transfer, a modality change): one person
   * does a few, a script hitting every link it knows stops here (docs/registration.md, Transfers and modality changes).
   */
  registrationChangesPerClient: [{ limit: 20, windowSeconds: 10 * MINUTE }],
  /** Payment attempts (card tests, repeated declines). */
  paymentsPerClient: [{ limit: 20, windowSeconds: 10 * MINUTE }],
  /** OXXO vouchers hold a place for 48 hours unpaid: few per client… */
  vouchersPerClient: [{ limit: 5, windowSeconds: HOUR }],
  /** …and per registrant e-mail and event within a voucher's life. */
  vouchersPerEmail: [{ limit: 3, windowSeconds: 48 * HOUR }],
  accountsPerClient: [{ limit: 10, windowSeconds: HOUR }],
  /** Joins to waiting lists per client: a family joining together stays below; each join mails its address… */
  waitlistJoinsPerClient: [{ limit: 10, windowSeconds: HOUR }],
  /** …and per address and event, so nobody's inbox is filled from many addresses (an athlete joins a list or two). */
  waitlistJoinsPerEmail: [{ limit: 5, windowSeconds: 24 * HOUR }],
  /** An athlete's own entry read or left with its mailed key: a few opens of the link, not a key guesser. */
  waitlistLookupsPerClient: [{ limit: 60, windowSeconds: 10 * MINUTE }],
  /** Answers sent to an organizer web's form, per client and event: a person sends a few, a script stops here. */
  formSubmissionsPerClient: [{ limit: 10, windowSeconds: 10 * MINUTE }],
  /**
   * …and the answers stored per event, whatever the addresses: a race's contact form gets a few a
   * minute on its busiest day, and a flood from many addresses stores no more than this of junk.
   */
  formSubmissionsPerEvent: [
    { limit: 120, windowSeconds: MINUTE },
    { limit: 1_000, windowSeconds: HOUR },
  ],
  /**
   * Registrations a staff user makes at the desk: trusted, so far above a busy desk (one a minute),
   * but a stolen token cannot fill an event with them.
   */
  deskRegistrationsPerUser: [
    { limit: 60, windowSeconds: 10 * MINUTE },
    { limit: 1_000, windowSeconds: 24 * HOUR },
  ],
  /**
   * Messages one WebSocket connection sends: the page subscribes to a few topics and pings every five
   * minutes, so a minute's worth is a script (each message is a Lambda invocation).
   */
  socketMessagesPerConnection: [{ limit: 60, windowSeconds: MINUTE }],
  /**
   * WebSocket connections opened from one address: a page opens one and reconnects with backoff, and
   * a carrier's shared address at a finish line opens many, so only a flood reaches this.
   */
  socketConnectionsPerClient: [{ limit: 120, windowSeconds: MINUTE }],
  /** Hosts an organizer adds to its sites and DNS checks it asks for: each costs a lookup. */
  siteHostChangesPerUser: [{ limit: 30, windowSeconds: HOUR }],
  /** Hosts an organizer gives up, counted apart so removals never use up additions: each may call CloudFront. */
  siteHostRemovalsPerUser: [{ limit: 30, windowSeconds: HOUR }],
  /** Retos an athlete creates: each is an item of the catalog every visitor can open. */
  retoCreationsPerUser: [{ limit: 20, windowSeconds: HOUR }],
  /** Access codes an athlete tries on retos: enough for typing mistakes, far too few to guess one. */
  retoCodeTriesPerUser: [{ limit: 20, windowSeconds: 10 * MINUTE }],
  /** Access-code generations of an organizer: each writes up to 500 codes. */
  retoCodeGenerationsPerUser: [{ limit: 30, windowSeconds: HOUR }],
  /** Chat messages one account sends on retos (its thread, answers, broadcasts): a lively chat, not a script. */
  retoMessagesPerUser: [
    { limit: 20, windowSeconds: MINUTE },
    { limit: 300, windowSeconds: HOUR },
  ],
  /** Certificates drawn for one account (its own, or an organizer's samples): each takes a second of CPU. */
  retoCertificatesPerUser: [{ limit: 30, windowSeconds: 10 * MINUTE }],
  /**
   * Tracking-link visits: a browser sends one per tab, event and link, so this leaves room for many
   * visitors behind one address and only stops a script inflating a link's count.
   */
  trackingVisitsPerClient: [{ limit: 60, windowSeconds: MINUTE }],
  /**
   * Reads of the open results feed and its widget that reach the API: CloudFront answers repeated ones
   * from its cache, so only new pages and lists count. Two a second leaves an integrator room to copy a
   * 30,000-athlete race's lists in minutes, and stops a script walking pages to empty the table.
   */
  feedReadsPerClient: [{ limit: 120, windowSeconds: MINUTE }],
  /**
   * Push-notice subscriptions turned on or off (docs/realtime.md, "Push notices"): a visitor toggles
   * the bells of at most ten athletes; a finish line's shared address holds many visitors, a script
   * making subscriptions stops here.
   */
  pushSubscriptionWritesPerClient: [{ limit: 120, windowSeconds: 10 * MINUTE }],
  /**
   * Reads of the server's clock by the manual timing app: five round trips each time it measures (on
   * opening, on getting the network back, every ten minutes), so a whole team of timers behind one
   * address stays far below it.
   */
  serverTimePerClient: [{ limit: 120, windowSeconds: MINUTE }],
  /**
   * Start lists the manual timing app downloads for offline, per account or timing key: each reads
   * every runner of the event, and a phone asks again only after ten minutes.
   */
  startListReadsPerCaller: [{ limit: 20, windowSeconds: 10 * MINUTE }],
  /** Registrant reports a staff user asks for: each reads every registrant of the event. */
  reportsPerUser: [{ limit: 10, windowSeconds: 10 * MINUTE }],
  /** Confirmation mails staff send again to one registrant. */
  confirmationResends: [{ limit: 5, windowSeconds: HOUR }],
  /** Sign-in attempts at the local cloud's Cognito endpoint (AWS's Cognito throttles its own). */
  signInsPerClient: [{ limit: 20, windowSeconds: MINUTE }],
} as const satisfies Record<string, readonly RateLimit[]>;

/** The window `now` falls in, as its start in epoch seconds. */
export function windowStart(nowMs: number, windowSeconds: number): number {
  const seconds = Math.floor(nowMs / 1000);
  return seconds - (seconds % windowSeconds);
}

/** Seconds until the window `now` falls in ends (at least 1), for Retry-After. */
export function secondsToWindowEnd(nowMs: number, windowSeconds: number): number {
  return Math.max(1, windowStart(nowMs, windowSeconds) + windowSeconds - Math.ceil(nowMs / 1000));
}

/** A limit raised by a factor (the local cloud's test runs), never below one request. */
export function scaledLimit(limit: number, factor: number): number {
  return Math.max(1, Math.floor(limit * factor));
}
