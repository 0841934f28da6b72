// The results widget's page (docs/results.md 'The results widget'): a small HTML document made on the
// server, so it shows its table on the first answer with no script, no Amplify and no second request.
// A GET form chooses the modality and the list, links page through it; the widget's script
// (web/src/widget/) submits the form on a change, keeps the page fresh while the event is live and
// tells the page that frames it its height. Its own CSP lets any site frame it and nothing else in:
// scripts from the platform only, its one <style> by hash, no inline script.
import { createHash } from 'node:crypto';
import type { FeedList, FeedPass } from '@shared/results/feed-schemas';
import { WIDGET_FRAME, WIDGET_SCRIPT_PATH } from '@shared/results/feed-api';
import { widgetTexts as texts } from '@shared/results/feed-texts';
import { listPlaces } from '@shared/results/public-rows';
import type { WinnersGroup } from '@shared/results/report-groups';
import { resultsScreenTexts } from '@shared/results/results-texts';
import type { ResultRow, ResultView } from '@shared/results/result-row';
import { escapeHtml } from '@lambdas/core/escape-html';
import { PASSES_LIST, widgetListParam, type WidgetList } from './widget-query';

export type WidgetState = 'upcoming' | 'live' | 'closed';

export type WidgetContent =
  | { kind: 'notYet' }
  | {
      kind: 'rows';
      view: ResultView;
      rows: ResultRow[];
      /** The winners list, cut in its groups. */
      groups?: WinnersGroup[];
      page: number;
      pageCount: number;
      total: number;
      /** When the page was published, 'HH:MM:SS' on the event's clock. */
      updatedAt: string | null;
    }
  | { kind: 'passes'; passes: FeedPass[] };

export interface WidgetModel {
  nombreEvento: string;
  /** The organizer's colour (#rrggbb): the widget's accent. */
  color: string;
  state: WidgetState;
  /** The platform's results or live page, opened in a new tab. */
  platformUrl: string;
  modalities: { codigoModalidad: string; descripcionModalidad: string }[];
  modalidad: string;
  lists: FeedList[];
  list: WidgetList;
  content: WidgetContent;
}

/**
 * How often a live event's widget asks for its page again, in seconds (its script reads it): mostly
 * answered by the browser's or CloudFront's copy, or a 304.
 */
export const LIVE_REFRESH_SECONDS = 5;

const BRAND = '#e8630a';

const styleOf = (color: string) =>
  [
    `:root{--acento:${/^#[0-9a-fA-F]{6}$/.test(color) ? color : BRAND};color-scheme:light}`,
    'body{margin:0;font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#fff}',
    'main{padding:12px}',
    'header{display:flex;flex-wrap:wrap;gap:4px 12px;align-items:baseline;border-bottom:3px solid var(--acento);padding-bottom:6px;margin-bottom:8px}',
    'h1{font-size:16px;margin:0}h2{font-size:14px;margin:12px 0 4px}',
    '.estado{color:#4b5563;font-size:13px}',
    'form{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end;margin-bottom:8px}',
    'label{display:flex;flex-direction:column;font-size:12px;color:#4b5563;gap:2px}',
    'select,button{font:inherit;padding:6px 8px;border:1px solid #9ca3af;border-radius:6px;background:#fff;color:#1f2937;min-height:36px}',
    // Dark text whatever the organizer's colour, which only draws the border: any colour stays legible.
    'button{border:2px solid var(--acento);font-weight:600;cursor:pointer}',
    '.total{margin:4px 0;color:#374151;font-size:13px}',
    'table{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums}',
    'th,td{text-align:left;padding:5px 6px;border-bottom:1px solid #e5e7eb}',
    'th{font-size:12px;color:#4b5563;background:#f9fafb}',
    'td.nombre{overflow-wrap:anywhere}',
    'nav{display:flex;gap:12px;align-items:center;justify-content:center;margin:8px 0}',
    'a{color:#1d4ed8}',
    'footer{display:flex;flex-wrap:wrap;gap:4px 12px;justify-content:space-between;font-size:12px;color:#4b5563;margin-top:8px}',
    '@media (max-width:480px){.cat,.real{display:none}}',
  ].join('\n');

const listHref = (modalidad: string, list: WidgetList, page?: number) =>
  `?${new URLSearchParams({ modalidad, lista: widgetListParam(list), ...(page ? { page: String(page) } : {}) })}`;

const option = (value: string, label: string, selected: boolean) => `<option value="${escapeHtml(value)}"${selected ? ' selected' : ''}>${escapeHtml(label)}</option>`;

function listOptions(model: WidgetModel): string {
  const chosen = widgetListParam(model.list);
  const item = (list: FeedList) => option(widgetListParam(list), list.nombre, widgetListParam(list) === chosen);
  const byView = (view: ResultView) => model.lists.filter((list) => list.view === view);
  const group = (label: string, lists: FeedList[]) => (lists.length > 0 ? `<optgroup label="${escapeHtml(label)}">${lists.map(item).join('')}</optgroup>` : '');
  return [
    ...byView('general').map(item),
    group(texts.branchGroup, byView('genero')),
    group(texts.categoryGroup, byView('categoria')),
    ...byView('ganadores').map(item),
    option(PASSES_LIST, texts.passes, chosen === PASSES_LIST),
  ].join('');
}

function chooser(model: WidgetModel): string {
  const modalities = model.modalities.map((modality) => option(modality.codigoModalidad, modality.descripcionModalidad, modality.codigoModalidad === model.modalidad)).join('');
  return (
    '<form method="get">' +
    `<label>${texts.modality}<select name="modalidad">${modalities}</select></label>` +
    `<label>${texts.list}<select name="lista">${listOptions(model)}</select></label>` +
    `<button type="submit">${texts.show}</button>` +
    '</form>'
  );
}

const { columns } = resultsScreenTexts;
const rowsHead = `<tr><th scope="col">${columns.position}</th><th scope="col">${columns.bib}</th><th scope="col">${columns.name}</th><th scope="col" class="cat">${columns.category}</th><th scope="col">${columns.official}</th><th scope="col" class="real">${columns.real}</th></tr>`;

const rowHtml = (row: ResultRow, place: number) =>
  `<tr><td>${place > 0 ? place : '—'}</td><td>${escapeHtml(row.num)}</td><td class="nombre">${escapeHtml(row.nombre)}</td><td class="cat">${escapeHtml(row.cat)}</td><td>${escapeHtml(row.to)}</td><td class="real">${escapeHtml(row.tc)}</td></tr>`;

/** Each row with the place its list gives it. */
function withPlaces(view: ResultView, rows: ResultRow[]): { row: ResultRow; place: number }[] {
  const places = listPlaces(view, rows);
  return rows.map((row, index) => ({ row, place: places[index]! }));
}

const table = (name: string, body: string, head = rowsHead) => `<table aria-label="${escapeHtml(name)}"><thead>${head}</thead><tbody>${body}</tbody></table>`;

function rowsHtml(model: WidgetModel, content: Extract<WidgetContent, { kind: 'rows' }>): string {
  const name = model.lists.find((list) => widgetListParam(list) === widgetListParam(model.list))?.nombre ?? texts.general;
  if (content.rows.length === 0) return `<p>${texts.noRows}</p>`;
  const placed = (rows: { row: ResultRow; place: number }[]) => rows.map(({ row, place }) => rowHtml(row, place)).join('');
  const tables = content.groups
    ? content.groups.map((group) => `<h2>${escapeHtml(group.label)}</h2>${table(group.label, placed(group.rows))}`).join('')
    : table(name, placed(withPlaces(content.view, content.rows)));
  const link = (page: number, label: string) => `<a href="${escapeHtml(listHref(model.modalidad, model.list, page))}">${label}</a>`;
  const pages =
    content.pageCount > 1
      ? `<nav aria-label="${texts.pageOf(content.page, content.pageCount)}">${content.page > 1 ? link(content.page - 1, texts.previous) : ''}<span>${texts.pageOf(content.page, content.pageCount)}</span>${content.page < content.pageCount ? link(content.page + 1, texts.next) : ''}</nav>`
      : '';
  // The winners list's count is of winners, not finishers: its groups say enough.
  const total = content.view === 'ganadores' ? '' : `<p class="total">${texts.finishers(content.total)}</p>`;
  return `${total}${tables}${pages}`;
}

function passesHtml(model: WidgetModel, content: Extract<WidgetContent, { kind: 'passes' }>): string {
  if (content.passes.length === 0) return `<p>${texts.noPasses}</p>`;
  const modalityName = new Map(model.modalities.map((modality) => [modality.codigoModalidad, modality.descripcionModalidad]));
  const head = `<tr><th scope="col">${columns.bib}</th><th scope="col">${columns.name}</th><th scope="col" class="cat">${resultsScreenTexts.modality}</th><th scope="col">${resultsScreenTexts.point}</th><th scope="col">${resultsScreenTexts.time}</th></tr>`;
  const body = content.passes
    .map(
      (pass) =>
        `<tr><td>${escapeHtml(pass.num)}</td><td class="nombre">${escapeHtml(pass.nombre)}</td><td class="cat">${escapeHtml(modalityName.get(pass.codMod) ?? pass.codMod)}</td><td>${escapeHtml(pass.punto)}</td><td>${escapeHtml(pass.tkpc)}</td></tr>`,
    )
    .join('');
  return table(texts.passes, body, head);
}

function contentHtml(model: WidgetModel): string {
  switch (model.content.kind) {
    case 'notYet':
      return `<p>${texts.notYet}</p>`;
    case 'passes':
      return passesHtml(model, model.content);
    case 'rows':
      return rowsHtml(model, model.content);
  }
}

const stateText: Record<WidgetState, string> = { upcoming: texts.upcoming, live: texts.live, closed: texts.final };

export interface WidgetDocument {
  html: string;
  /** The page's Content-Security-Policy: any site may frame it. */
  csp: string;
}

export function widgetDocument(model: WidgetModel): WidgetDocument {
  const style = styleOf(model.color);
  const styleHash = createHash('sha256').update(style).digest('base64');
  const refresh = model.state === 'live' ? ` ${WIDGET_FRAME.refresh}="${LIVE_REFRESH_SECONDS}"` : '';
  const updatedAt = model.content.kind === 'rows' && model.content.updatedAt ? `<span>${texts.updatedAt(model.content.updatedAt)}</span>` : '';
  const chosen = model.content.kind === 'notYet' ? '' : chooser(model);
  const html = [
    '<!doctype html>',
    `<html lang="es-MX" ${WIDGET_FRAME.mark}>`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    '<link rel="icon" type="image/svg+xml" href="/favicon.svg">',
    `<title>${escapeHtml(texts.title(model.nombreEvento))}</title>`,
    `<style>${style}</style>`,
    `<script src="${WIDGET_SCRIPT_PATH}" defer></script>`,
    '</head>',
    `<body><main${refresh}>`,
    `<header><h1>${escapeHtml(model.nombreEvento)}</h1><span class="estado">${stateText[model.state]}</span></header>`,
    chosen,
    // What the script replaces when a live page moved on: the form the visitor may be using stays.
    `<section id="${WIDGET_FRAME.results}">${contentHtml(model)}`,
    `<footer><a href="${escapeHtml(model.platformUrl)}" target="_blank" rel="noopener">${model.state === 'upcoming' ? texts.eventLink : texts.platformLink}</a>${updatedAt}</footer></section>`,
    '</main></body>',
    '</html>',
  ].join('\n');
  const csp = [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'sha256-${styleHash}'`,
    "img-src 'self' data: https:",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    'frame-ancestors *',
  ].join('; ');
  return { html, csp };
}
