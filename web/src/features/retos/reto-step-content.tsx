// The body of the reto stepper's current step (docs/retos.md §2.6). Each step's code is a module of its
// own, loaded when the step is shown: an athlete on the results step never evaluates the form, the
// payment or the photo editor, and the page's first view carries none of them (docs/architecture.md,
// "First views").
import { Flex } from '@aws-amplify/ui-react';
import { lazy, Suspense } from 'react';
import { LoadingView } from '@web/components/loading-view';
import type { RetoStepProps } from './reto-step-props';

const RegistrationStep = lazy(() => import('./registration-step').then((m) => ({ default: m.RegistrationStep })));
const GoalTimeCard = lazy(() => import('./goal-time-card').then((m) => ({ default: m.GoalTimeCard })));
const StartLineStep = lazy(() => import('./photos/start-line-step').then((m) => ({ default: m.StartLineStep })));
const EvidenceStep = lazy(() => import('./evidence-step').then((m) => ({ default: m.EvidenceStep })));
const FinishLineStep = lazy(() => import('./photos/finish-line-step').then((m) => ({ default: m.FinishLineStep })));
const ResultsStep = lazy(() => import('./results-step').then((m) => ({ default: m.ResultsStep })));

function Body({ step, participation, ...props }: RetoStepProps & { step: number; initialCode: string }) {
  if (step === 0) return <RegistrationStep participation={participation} {...props} />;
  if (!participation) return null;
  const registered = { ...props, participation };
  switch (step) {
    case 1:
      return (
        <Flex direction="column" gap="1.5rem">
          <GoalTimeCard {...registered} />
          <StartLineStep {...registered} />
        </Flex>
      );
    case 2:
      return <EvidenceStep {...registered} />;
    case 3:
      return <FinishLineStep {...registered} />;
    default:
      return <ResultsStep {...registered} />;
  }
}

export function StepContent(props: RetoStepProps & { step: number; initialCode: string }) {
  return (
    <Suspense fallback={<LoadingView />}>
      <Body {...props} />
    </Suspense>
  );
}
