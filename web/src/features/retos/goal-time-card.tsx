// Step 1's target time (docs/retos.md §2.6, §4 Target time): 'Registra tu tiempo objetivo' while there is
// none; then 'Tiempo Objetivo' with the time and 'Cambiar Meta', which empties it to be entered again
// (the form then starts from the time it had). A closed reto takes no goal: it shows the time it has
// and 'Evento finalizado', no form nor 'Cambiar Meta'.
import { Alert, Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { participationTexts, secondsOf, timeParts, ZERO_TIME, type TimeParts } from '@shared/retos/participation';
import { startBlocker } from '@shared/retos/recording-rules';
import { errorMessage } from '@web/lib/error-message';
import { useToast } from '@web/lib/toasts';
import { setGoal } from './participation-api';
import type { RegisteredStepProps } from './reto-step-props';
import { TimeForm } from './time-form';
import { useSingleSend } from './use-single-send';

export function GoalTimeCard({ reto, participation, onParticipation }: RegisteredStepProps) {
  const toast = useToast();
  const [previous, setPrevious] = useState<TimeParts>();
  const goal = useSingleSend({
    mutationFn: (time: TimeParts | null) => setGoal(reto.eventID, time),
    onSuccess: onParticipation,
    onError: (error) => toast(errorMessage(error)),
  });
  const hasGoal = participation.goalTime !== ZERO_TIME;
  const blocker = startBlocker(reto);
  return (
    <Card variation="outlined">
      <Flex direction="column" gap="0.75rem">
        <Heading level={3} fontSize="xl">{hasGoal || blocker ? participationTexts.goalTitle : participationTexts.goalPrompt}</Heading>
        {hasGoal && (
          <Text fontSize="xxl" fontWeight="bold" fontFamily="monospace">
            {participation.goalTime}
          </Text>
        )}
        {blocker && <Alert variation="info">{blocker.message}</Alert>}
        {!blocker && hasGoal && (
          <Button
            alignSelf="flex-start"
            isLoading={goal.isPending}
            onClick={() => {
              setPrevious(timeParts(secondsOf(participation.goalTime)));
              goal.send(null);
            }}
          >
            {participationTexts.changeGoal}
          </Button>
        )}
        {!blocker && !hasGoal && <TimeForm initial={previous} submitLabel={participationTexts.saveTime} isSending={goal.isPending} onTime={(time) => goal.send(time)} />}
      </Flex>
    </Card>
  );
}
