// The label of the choice still to make before the order can go on: the modality, then the category.
import { flowTexts } from '@shared/registration/registration-flow-texts';
import type { FlowSelection } from './flow-selection';

export const missingChoice = ({ modality, category }: Pick<FlowSelection, 'modality' | 'category'>): string | undefined =>
  !modality ? flowTexts.modalityLabel : !category ? flowTexts.categoryLabel : undefined;
