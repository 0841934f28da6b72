// What the results widget's script does (docs/results.md 'The results widget'), in the two places it
// runs: on another site's page, where it inserts the widget's frame where its tag stands and keeps the
// frame's height to what the frame reports; and inside the widget's page, where it submits the form
// when a choice changes, asks for the page again every few seconds while the event is live, swaps in
// its results when they moved on, and reports its height to the page that frames it. It imports
// nothing, so the build inlines it whole into its one classic script (resultados.ts): the names below
// are copies of shared/results/feed-api.ts's (the snippet's attributes, how the page and the script
// meet, the snippet's height), which a web test holds them to.

export const SCRIPT_ATTRIBUTES = { page: 'data-resultados', title: 'data-titulo' } as const;
export const WIDGET_FRAME = { mark: 'data-widget-resultados', results: 'contenido', refresh: 'data-actualizar', heightMessage: 'carreras:resultados:altura' } as const;
/** The frame's height in px before its page reports one. */
export const FIRST_HEIGHT = 640;
const FRAME_TITLE = 'Resultados';
/** No page is this tall: a larger height in a message is ignored. */
const MAX_HEIGHT = 100_000;

/** What the frame posts to the page around it; the height is no secret, so any page may read it. */
interface HeightMessage {
  tipo: typeof WIDGET_FRAME.heightMessage;
  altura: number;
}

const isHeightMessage = (data: unknown): data is HeightMessage =>
  typeof data === 'object' && data !== null && (data as HeightMessage).tipo === WIDGET_FRAME.heightMessage && typeof (data as HeightMessage).altura === 'number';

/** On another site: the frame in place of the tag, as tall as its content. */
export function embedWidget(script: HTMLScriptElement): HTMLIFrameElement | null {
  const address = script.getAttribute(SCRIPT_ATTRIBUTES.page) ?? '';
  let page: URL;
  try {
    page = new URL(address, script.src || document.baseURI);
  } catch {
    return null;
  }
  if (page.protocol !== 'https:' && page.protocol !== 'http:') return null;
  const frame = document.createElement('iframe');
  frame.src = page.href;
  frame.title = script.getAttribute(SCRIPT_ATTRIBUTES.title) || FRAME_TITLE;
  frame.loading = 'lazy';
  frame.style.cssText = `display:block;width:100%;border:0;height:${FIRST_HEIGHT}px`;
  script.before(frame);
  const onMessage = (event: MessageEvent) => {
    if (!frame.isConnected) {
      window.removeEventListener('message', onMessage);
      return;
    }
    if (event.source !== frame.contentWindow || event.origin !== page.origin || !isHeightMessage(event.data)) return;
    if (event.data.altura > 0 && event.data.altura < MAX_HEIGHT) frame.style.height = `${Math.ceil(event.data.altura)}px`;
  };
  window.addEventListener('message', onMessage);
  return frame;
}

function reportHeight(): void {
  // The body's own height: the root's scroll height is never less than the frame, so it would never shrink.
  const message: HeightMessage = { tipo: WIDGET_FRAME.heightMessage, altura: Math.ceil(document.body.getBoundingClientRect().height) };
  window.parent.postMessage(message, '*');
}

/** The results part of a fresh copy of the page, when it differs from what is shown. */
export async function freshResults(current: Element): Promise<Element | null> {
  const answer = await fetch(window.location.href);
  if (!answer.ok) return null;
  const fresh = new DOMParser().parseFromString(await answer.text(), 'text/html').getElementById(current.id);
  return fresh && fresh.innerHTML !== current.innerHTML ? fresh : null;
}

function refreshEvery(seconds: number): void {
  window.setInterval(() => {
    const current = document.getElementById(WIDGET_FRAME.results);
    if (document.hidden || !current) return;
    // A failed refresh leaves what is shown; the next one tries again.
    freshResults(current).then(
      (fresh) => fresh && current.replaceWith(document.importNode(fresh, true)),
      () => undefined,
    );
  }, seconds * 1000);
}

/** Inside the widget's page. */
export function runInFrame(): void {
  new ResizeObserver(reportHeight).observe(document.body);
  reportHeight();
  const form = document.querySelector('form');
  form?.addEventListener('change', () => form.requestSubmit());
  const seconds = Number(document.querySelector(`[${WIDGET_FRAME.refresh}]`)?.getAttribute(WIDGET_FRAME.refresh));
  if (seconds > 0) refreshEvery(seconds);
}
