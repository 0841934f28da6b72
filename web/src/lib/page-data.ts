// The data island an HTML document may carry for the SPA's first render (docs/sites.md 'Documents'):
// a <script type="application/json"> the browser never runs, read once instead of fetching it again.
import type { PageAnswers } from '@shared/core/page-answers';

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

export interface DocumentAnswer<T> {
  data: T;
  /** When the document read it: a query takes it as data of that age. */
  updatedAt: number;
}

const isPageAnswers = (data: unknown): data is PageAnswers =>
  typeof data === 'object' && data !== null && 'at' in data && typeof data.at === 'number' && 'answers' in data && typeof data.answers === 'object' && data.answers !== null;

/** What the document carried for an API address (a main-host page's public reads), if it did. */
export function documentAnswer<T>(path: string): DocumentAnswer<T> | undefined {
  const data = pageData();
  if (!isPageAnswers(data) || !Object.hasOwn(data.answers, path)) return undefined;
  return { data: data.answers[path] as T, updatedAt: data.at };
}
