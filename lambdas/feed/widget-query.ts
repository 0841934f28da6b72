// What a widget page shows (docs/results.md 'The results widget'): ?modalidad= (the first modality
// when absent), ?lista= one list of it or the live passes, ?page=. One parameter names the list (view
// and group together) so the widget's plain GET form, which works without script, can choose it.
import { z } from 'zod';
import { feedApiTexts } from '@shared/results/feed-texts';
import { RESULT_VIEWS, type ResultView } from '@shared/results/result-row';
import { HttpError } from '@lambdas/core/http-error';
import type { HttpEvent } from '@lambdas/core/http-handler';

/** A list of the modality, or 'pasos': the event's latest passes. */
export type WidgetList = { view: ResultView; group: string } | 'pasos';

export const PASSES_LIST = 'pasos';

/** The ?lista= value of a list: `general`, `ganadores`, `genero:F`, `categoria:F-2`, `pasos`. */
export const widgetListParam = (list: WidgetList) => (list === PASSES_LIST ? PASSES_LIST : list.group ? `${list.view}:${list.group}` : list.view);

/** The list a ?lista= value names; null for one no list has. */
export function parseWidgetList(text: string): WidgetList | null {
  if (text === PASSES_LIST) return PASSES_LIST;
  const [view, group = '', ...rest] = text.split(':');
  const known = RESULT_VIEWS.find((candidate) => candidate === view);
  if (!known || rest.length > 0 || group.length > 20) return null;
  const grouped = known === 'genero' || known === 'categoria';
  return grouped === (group !== '') ? { view: known, group } : null;
}

const widgetQuerySchema = z.object({
  modalidad: z.string().trim().min(1).max(20).optional(),
  lista: z.string().max(60).default('general'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export interface WidgetQuery {
  modalidad?: string;
  list: WidgetList;
  page: number;
}

export function widgetQueryOf(event: HttpEvent): WidgetQuery {
  const parsed = widgetQuerySchema.safeParse(event.queryStringParameters ?? {});
  const list = parsed.success ? parseWidgetList(parsed.data.lista) : null;
  if (!parsed.success || !list) throw new HttpError(400, 'INVALID_LIST', feedApiTexts.invalidList);
  return { modalidad: parsed.data.modalidad, list, page: parsed.data.page };
}
