// The five-step stepper of the athlete's reto page (docs/retos.md §2.6, §4, §5), drawn by the platform's
// numbered stepper (done, current, upcoming; web/src/components/stepper.tsx): it opens on the step the API
// stored; 'Atrás' (not on step 0) and the labels of earlier steps go back freely; 'Siguiente' and the
// labels of later steps ask the API (PUT /me/step), which refuses with the requirement not met — shown
// as the 4-s toast — and otherwise stores the step, only ever forward.
import { Button, Flex, Heading, View } from '@aws-amplify/ui-react';
import { Stepper, type StepState } from '@web/components/stepper';
import { memo, useState } from 'react';
import { athleteRetoTexts } from '@shared/retos/athlete-reto-texts';
import { LAST_STEP, participationMessages, participationTexts } from '@shared/retos/participation';
import { errorMessage } from '@web/lib/error-message';
import { useToast } from '@web/lib/toasts';
import { moveToStep } from './participation-api';
import { PendingFormNotice } from './pending-form-notice';
import { StepContent } from './reto-step-content';
import type { RetoStepProps } from './reto-step-props';
import { useSingleSend } from './use-single-send';

type StepperProps = RetoStepProps & { initialCode: string };

/** Done: reached before (the stored step passed it); current: the one shown. */
function stateOf(step: number, current: number, stored: number): StepState {
  if (step === current) return 'current';
  return step < stored ? 'done' : 'upcoming';
}

/** Drawn again only when its reto, participation or code change, not with every answer the page gets (docs/architecture.md, "First views"). */
export const RetoStepper = memo(function RetoStepper(props: StepperProps) {
  const { reto, participation, onParticipation } = props;
  const toast = useToast();
  const [current, setCurrent] = useState(participation?.step ?? 0);
  const stored = participation?.step ?? 0;
  const move = useSingleSend({
    mutationFn: (target: number) => moveToStep(reto.eventID, target),
    onSuccess: (updated, target) => {
      onParticipation(updated);
      setCurrent(target);
    },
    onError: (error) => toast(errorMessage(error)),
  });

  function go(target: number) {
    if (target <= current) setCurrent(target);
    else if (!participation) toast(participationMessages.needsRegistration);
    else move.send(target);
  }

  return (
    <Flex direction="column" gap="1rem">
      <Stepper
        label={athleteRetoTexts.stepsLabel}
        doneText={athleteRetoTexts.stepDone}
        steps={participationTexts.steps.map((label, step) => ({ label, state: stateOf(step, current, stored), onClick: () => go(step) }))}
      />
      <Heading level={2} fontSize="large">{athleteRetoTexts.stepTitle(current, participationTexts.steps[current] ?? '')}</Heading>
      <PendingFormNotice reto={reto} participation={participation} step={current} onOpenForm={() => go(0)} />
      <View>
        <StepContent key={current} step={current} {...props} />
      </View>
      <Flex gap="0.75rem">
        <Button isDisabled={current === 0} onClick={() => go(current - 1)}>
          {participationTexts.back}
        </Button>
        {current < LAST_STEP && (
          <Button variation="primary" isLoading={move.isPending} onClick={() => go(current + 1)}>
            {participationTexts.next}
          </Button>
        )}
      </Flex>
    </Flex>
  );
});
