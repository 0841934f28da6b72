// The registration flow's step indicator (docs/registration.md §2, docs/design.md): the platform's
// stepper with the five steps, those done ticked, the current one named for a screen reader, and 'Paso
// n de 5' above them. It only shows where the registrant is: moving is done with each step's own
// buttons, which keep the spec's rules on what a change resets.
import { flowTexts } from '@shared/registration/registration-flow-texts';
import { Stepper, type StepState } from '@web/components/stepper';
import type { FlowStep } from './flow-state';

/** The group's own page (docs/registration.md, Group registration) is not one of the five: it shows as Pago. */
type StepMark = Exclude<FlowStep, 'grupo'>;

export const registrationSteps: readonly StepMark[] = ['datos', 'opciones', 'productos', 'correo', 'pago'];

export function RegistrationSteps({ current }: { current: StepMark }) {
  const index = registrationSteps.indexOf(current);
  const stateOf = (position: number): StepState => (position < index ? 'done' : position === index ? 'current' : 'upcoming');
  return (
    <Stepper
      label={flowTexts.stepsLabel}
      caption={flowTexts.stepOf(index + 1, registrationSteps.length)}
      steps={registrationSteps.map((step, position) => ({ label: flowTexts.stepNames[step], state: stateOf(position) }))}
    />
  );
}
