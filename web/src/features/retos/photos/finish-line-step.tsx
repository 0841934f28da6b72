// Step 3 'Linea de meta' (docs/retos.md §2.6): the finish-line photo upload, the athlete's finish photo and its
// editor (frame, finish time, medal), the finish audio, the grid of finishers.
import type { RegisteredStepProps } from '../reto-step-props';
import { LineStep } from './line-step';

export const FinishLineStep = (props: RegisteredStepProps) => <LineStep kind="finishLine" {...props} />;
