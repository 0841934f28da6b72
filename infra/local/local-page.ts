// The frame of the local cloud's own HTML pages (mail outbox, payment simulator) and their escaping.

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface LocalPage {
  /** Plain text: the tab's title and the page's heading. */
  title: string;
  /** The page's width, e.g. '60rem'. */
  width: string;
  /** CSS rules beyond the shared body rule. */
  styles: string;
  /** HTML after the heading. */
  body: string;
}

export function localPage(page: LocalPage): string {
  const title = escapeHtml(page.title);
  return `<!doctype html>
<html lang="es-MX">
<head>
<meta charset="utf-8">
<title>${title}</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: ${page.width}; margin: 2rem auto; padding: 0 1rem; color: #222; }
${page.styles}
</style>
</head>
<body>
<h1>${title}</h1>
${page.body}
</body>
</html>`;
}
