// The results widget's script on another site's page: the frame where its tag stands, on the address
// the tag names, as tall as its page says, and nothing taken from any other window. Its names are the
// snippet's and the widget page's (it imports nothing, so it holds copies).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WIDGET_DEFAULT_HEIGHT, WIDGET_FRAME, WIDGET_SCRIPT_ATTRIBUTES } from '@shared/results/feed-api';
import { embedWidget, FIRST_HEIGHT, runInFrame, SCRIPT_ATTRIBUTES, WIDGET_FRAME as SCRIPT_FRAME } from '@web/widget/widget-frame';

function scriptTag(attributes: Record<string, string>): HTMLScriptElement {
  const holder = document.createElement('div');
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  holder.append(script);
  document.body.append(holder);
  return script;
}

/** A message as the framed page would post it, from the frame's window and origin. */
function post(frame: HTMLIFrameElement, data: unknown, origin = 'https://carreras.mx', source: MessageEventSource | null = frame.contentWindow) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the widget’s script', () => {
  it('names what the snippet and the widget page name', () => {
    expect(SCRIPT_ATTRIBUTES).toEqual(WIDGET_SCRIPT_ATTRIBUTES);
    expect(SCRIPT_FRAME).toEqual(WIDGET_FRAME);
    expect(FIRST_HEIGHT).toBe(WIDGET_DEFAULT_HEIGHT);
  });

  it('inserts the frame of the page its tag names where the tag stands, titled as the tag says', () => {
    const script = scriptTag({ 'data-resultados': 'https://carreras.mx/api/feed/v1/events/7/widget', 'data-titulo': 'Medio Maratón' });
    const frame = embedWidget(script)!;
    expect(script.previousElementSibling).toBe(frame);
    expect(frame.src).toBe('https://carreras.mx/api/feed/v1/events/7/widget');
    expect(frame.title).toBe('Medio Maratón');
    expect(frame.style.height).toBe('640px');
  });

  it('takes the height the frame posts, and none from another window or origin, nor one out of bounds', () => {
    const frame = embedWidget(scriptTag({ 'data-resultados': 'https://carreras.mx/api/feed/v1/events/7/widget' }))!;
    post(frame, { tipo: WIDGET_FRAME.heightMessage, altura: 812.4 });
    expect(frame.style.height).toBe('813px');
    post(frame, { tipo: WIDGET_FRAME.heightMessage, altura: 300 }, 'https://otro.example');
    post(frame, { tipo: WIDGET_FRAME.heightMessage, altura: 300 }, 'https://carreras.mx', window);
    post(frame, { tipo: WIDGET_FRAME.heightMessage, altura: 1e9 });
    post(frame, { tipo: 'otro', altura: 300 });
    expect(frame.style.height).toBe('813px');
  });

  it('inserts nothing for an address that is not a web page', () => {
    const script = scriptTag({ 'data-resultados': 'javascript:alert(1)' });
    expect(embedWidget(script)).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('the widget’s script inside its page', () => {
  /** The widget page's body as the server draws it: a live event's, asked for again every 5 s. */
  const page = (results: string) => `<main data-actualizar="5"><form><select name="lista"><option>General</option></select></form><section id="contenido">${results}</section></main>`;

  it('tells the page around it its height, and replaces its results, not its form, once they moved on', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('ResizeObserver', class { observe() {} });
    const posted = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
    const answers = [page('<p>1 finalista</p>'), page('<p>2 finalistas</p>')];
    const fetched = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(answers.shift() ?? page('<p>2 finalistas</p>')));
    document.body.innerHTML = page('<p>1 finalista</p>');
    const form = document.querySelector('form');

    runInFrame();
    expect(posted).toHaveBeenCalledWith({ tipo: WIDGET_FRAME.heightMessage, altura: expect.any(Number) }, '*');
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(document.getElementById('contenido')?.textContent).toBe('1 finalista');
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetched).toHaveBeenCalledTimes(2);
    expect(document.getElementById('contenido')?.textContent).toBe('2 finalistas');
    expect(document.querySelector('form')).toBe(form);
  });
});
