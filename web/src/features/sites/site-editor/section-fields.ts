// What every section type's form takes: its section, the edit to hand up, and its fields' problems.
import type { SectionComponent } from '@shared/sites/site-schema';
import type { SectionOf } from '../organizer-web/section-types';
import type { ProblemAt } from './field-problems';

export interface SectionFieldsProps<C extends SectionComponent> {
  section: SectionOf<C>;
  onChange: (next: SectionOf<C>) => void;
  problems: ProblemAt;
}
