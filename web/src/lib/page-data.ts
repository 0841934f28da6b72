// The data island an HTML document may carry for the SPA's first render (docs/sites.md 'Documents'):
// a <script type="application/json"> the browser never runs, read once instead of fetching it again.

/** The element's id, as lambdas/documents/spa-shell.ts writes it. */
const PAGE_DATA_ID = 'datos-pagina';

export function pageData(): unknown {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
