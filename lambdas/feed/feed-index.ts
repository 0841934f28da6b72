// What the feed's index names (docs/results.md 'The open results feed'): per modality, every list a
// results screen offers (general, each branch, each age category of each branch, the winners), named
// as the screens name them, with its finishers and pages as last published.
import type { Modality } from '@shared/results/event-schemas';
import type { FeedList } from '@shared/results/feed-schemas';
import { widgetTexts } from '@shared/results/feed-texts';
import { branchOptions, categoryOptions } from '@shared/results/report-groups';
import type { ResultView } from '@shared/results/result-row';
import { listKey, pageCountOf } from '@lambdas/results/standings-paging';

/** The lists of one modality, in the order the widget offers them. */
export function modalityLists(modality: Modality, totals: Record<string, number>): FeedList[] {
  const modalidad = modality.codigoModalidad;
  const list = (view: ResultView, group: string, nombre: string): FeedList => {
    const total = totals[listKey({ modalidad, view, group })] ?? 0;
    return { view, group, nombre, total, pageCount: pageCountOf({ modalidad, view, group }, total) };
  };
  return [
    list('general', '', widgetTexts.general),
    ...branchOptions(modality).map((option) => list('genero', option.value, option.label)),
    ...categoryOptions(modality).map((option) => list('categoria', option.value, option.label)),
    list('ganadores', '', widgetTexts.winners),
  ];
}
