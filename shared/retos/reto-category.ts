// The category of a reto's athlete (docs/retos.md §3 categories per gender): the first of the
// gender's age ranges that holds the athlete's age on the reto's first day; none ('') when no range
// does or the reto has none.
import { ageOn } from '@shared/results/categories';
import type { RetoCategories } from './reto-owner-config';

const DAY = /^\d{4}-\d{2}-\d{2}/;

export function retoCategoryOf(categories: RetoCategories, gender: 'M' | 'F', athleteBirth: string, eventStart: string): string {
  if (!DAY.test(athleteBirth) || !DAY.test(eventStart)) return '';
  const age = ageOn(athleteBirth, eventStart.slice(0, 10));
  return categories[gender].find((category) => category.ageStart <= age && age <= category.ageEnd)?.name ?? '';
}
