// Step 2's 'Mi tiempo' (docs/retos.md §2.6, §4): the finish time the athlete records, shown once recorded and
// changeable while the organizer admits results.
import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { athleteRetoTexts as texts } from '@shared/retos/athlete-reto-texts';
import { participationMessages, participationTexts, secondsOf, timeParts, type TimeParts } from '@shared/retos/participation';
import { errorMessage } from '@web/lib/error-message';
import { useToast } from '@web/lib/toasts';
import { setFinish } from './participation-api';
import type { RegisteredStepProps } from './reto-step-props';
import { TimeForm } from './time-form';
import { useSingleSend } from './use-single-send';

export function FinishTimeCard({ reto, participation, onParticipation, canRecord }: RegisteredStepProps & { canRecord: boolean }) {
  const toast = useToast();
  const finish = useSingleSend({
    mutationFn: (time: TimeParts) => setFinish(reto.eventID, time),
    onSuccess: (updated) => {
      onParticipation(updated);
      toast(participationMessages.timeSaved);
    },
    onError: (error) => toast(errorMessage(error)),
  });
  const { finishTime } = participation;
  return (
    <Card variation="outlined">
      <Flex direction="column" gap="0.75rem">
        <Heading level={3} fontSize="xl">{participationTexts.myTime}</Heading>
        {finishTime && (
          <Text fontSize="xl" fontWeight="bold" fontFamily="monospace">
            {texts.finishTime(finishTime)}
          </Text>
        )}
        {canRecord && (
          <TimeForm
            key={finishTime ?? ''}
            initial={finishTime ? timeParts(secondsOf(finishTime)) : undefined}
            submitLabel={participationTexts.saveTime}
            isSending={finish.isPending}
            onTime={(time) => finish.send(time)}
          />
        )}
      </Flex>
    </Card>
  );
}
