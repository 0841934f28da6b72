// Step 1 'Linea de Salida' after the target-time card (docs/retos.md §2.6): the start-line photo upload, the
// athlete's start photo and its editor (frame, goal time, race bib), the start audio, the start photos.
import type { RegisteredStepProps } from '../reto-step-props';
import { LineStep } from './line-step';

export const StartLineStep = (props: RegisteredStepProps) => <LineStep kind="startLine" {...props} />;
