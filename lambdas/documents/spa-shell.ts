// The built SPA's index.html, made into one page's document (docs/sites.md 'Documents'): the page's
// head tags in place of the default title and description, its pre-rendered content inside #root
// in place of the loading logo (React replaces either when the SPA mounts) and, for the SPA's first render, a JSON data island, which
// the browser never runs, so the CSP's script-src is untouched.
import { need } from '@lambdas/core/env';
import { fileWhenChanged } from './file-when-changed';

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description"[^>]*>/;
const HEAD_END = '</head>';
/** #root with what index.html draws before any script (the loading logo), up to the marker after it. */
const ROOT = /<div id="root">[\s\S]*?<\/div><!-- \/root[^>]*-->/;

/** The id of the data island the SPA reads (web/src/lib/page-data.ts). */
export const PAGE_DATA_ID = 'datos-pagina';

export interface ShellParts {
  head: string;
  /** HTML inside #root. */
  body?: string;
  /** Extra <style> rules for the pre-rendered content. */
  style?: string;
  /** Preload links, last in <head>: after the shell's own script and preloads, which the browser asks first. */
  preloads?: string[];
  data?: unknown;
}

/** JSON safe inside a <script> element: no '<' can close it or open a comment. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Throws when the shell lacks a place the documents fill, so a changed index.html fails its test, not a visitor. */
export function checkShell(shell: string): string {
  for (const [name, found] of [
    ['<title>', TITLE.test(shell)],
    ['<meta name="description">', DESCRIPTION.test(shell)],
    [HEAD_END, shell.includes(HEAD_END)],
    ['<div id="root">…</div><!-- /root -->', ROOT.test(shell)],
  ] as const) {
    if (!found) throw new Error(`The SPA's index.html has no ${name}`);
  }
  return shell;
}

export function renderShell(shell: string, parts: ShellParts): string {
  const head = parts.style ? `${parts.head}\n    <style>${parts.style}</style>` : parts.head;
  const island =
    parts.data === undefined ? '' : `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(parts.data)}</script>`;
  const preloads = parts.preloads?.length ? `  ${parts.preloads.join('\n    ')}\n  ` : '';
  return shell
    .replace(DESCRIPTION, '')
    .replace(TITLE, () => head)
    .replace(HEAD_END, () => `${preloads}${HEAD_END}`)
    .replace(ROOT, (root) => `${parts.body === undefined ? root : `<div id="root">${parts.body}</div>`}${island}`);
}

/** Read again only when the file changed, so a new SPA build is served at once. */
export const spaShell = fileWhenChanged(() => need('SPA_SHELL_FILE'), checkShell);
