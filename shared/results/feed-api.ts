// The open results feed's addresses (docs/results.md 'The open results feed'): its versioned routes,
// the widget's page and the script that embeds it, and the two snippets an organizer copies. The
// routes, CloudFront's behaviours, the local port, the console and the organizer web all read them here.

/** Every feed route is under this prefix; a later, incompatible feed gets v2 beside it. */
export const FEED_PREFIX = '/api/feed/v1';

export const FEED_FORMATS = ['json', 'csv'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

export const feedPaths = {
  event: (eventId: number) => `${FEED_PREFIX}/events/${eventId}`,
  standings: (eventId: number) => `${FEED_PREFIX}/events/${eventId}/standings`,
  passes: (eventId: number) => `${FEED_PREFIX}/events/${eventId}/passes`,
  athlete: (eventId: number, bib: string) => `${FEED_PREFIX}/events/${eventId}/athletes/${encodeURIComponent(bib)}`,
  widget: (eventId: number) => `${FEED_PREFIX}/events/${eventId}/widget`,
  openApi: `${FEED_PREFIX}/openapi.json`,
};

/** The widget page's path as CloudFront matches it: its behaviour lets any site frame it. */
export const WIDGET_PATH_PATTERN = `${FEED_PREFIX}/events/*/widget`;

/** Whether a request's path is a widget page (the local port's twin of WIDGET_PATH_PATTERN). */
export const isWidgetPath = (path: string) => /^\/api\/feed\/v1\/events\/[^/]+\/widget$/.test(path);

/** The query parameters the feed and the widget read: CloudFront's cache key for the feed holds these and no other. */
export const FEED_QUERY_PARAMETERS = ['modalidad', 'view', 'group', 'page', 'filtro', 'formato', 'lista'] as const;

/** The script a page on any site loads to embed the widget (a file of the SPA's build, web/src/widget/). */
export const WIDGET_SCRIPT_PATH = '/widget/v1/resultados.js';

/** The attributes of the script tag: the widget page to embed, and the frame's title for screen readers. */
export const WIDGET_SCRIPT_ATTRIBUTES = { page: 'data-resultados', title: 'data-titulo' } as const;

/**
 * How the widget's page and its script meet: the mark on the page's root, the part a refresh replaces,
 * the attribute with the refresh period in seconds, and the message the frame posts with its height.
 * The script (web/src/widget/widget-frame.ts) holds copies, which a web test holds to these.
 */
export const WIDGET_FRAME = { mark: 'data-widget-resultados', results: 'contenido', refresh: 'data-actualizar', heightMessage: 'carreras:resultados:altura' } as const;

/** The height an iframe pasted alone starts with: the script resizes its own frame to the content. */
export const WIDGET_DEFAULT_HEIGHT = 640;

export interface WidgetSnippets {
  /** A frame of fixed height, for sites that take no script. */
  iframe: string;
  /** A script that inserts the frame where it stands and keeps its height to the content. */
  script: string;
}

/** What an organizer pastes on another site to show the event's results; `origin` is the platform's. */
export function widgetSnippets(origin: string, eventId: number, title: string): WidgetSnippets {
  const page = `${origin}${feedPaths.widget(eventId)}`;
  // The title is the event's name, placed in an attribute: the characters HTML gives a meaning to are left out.
  const safeTitle = title.replace(/[&<>"']/g, '').replace(/\s+/g, ' ').trim();
  return {
    iframe: `<iframe src="${page}" title="${safeTitle}" style="width:100%;height:${WIDGET_DEFAULT_HEIGHT}px;border:0" loading="lazy"></iframe>`,
    script: `<script async src="${origin}${WIDGET_SCRIPT_PATH}" ${WIDGET_SCRIPT_ATTRIBUTES.page}="${page}" ${WIDGET_SCRIPT_ATTRIBUTES.title}="${safeTitle}"></script>`,
  };
}
