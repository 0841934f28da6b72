// Step 2 'Realiza el reto' (spec §2.6, §4): 'Selecciona un método para evidenciar tu reto' and 'Mi
// tiempo' while the organizer admits results; otherwise why not ('Evento finalizado' once closed).
import { Alert, Flex, Heading } from '@aws-amplify/ui-react';
import { participationMessages, participationTexts, type ParticipationView } from '../../../../shared/retos/participation';
import type { VirtualEventView } from '../../../../shared/retos/virtual-event';
import { FinishTimeCard } from './finish-time-card';
import { RetoActivitiesList } from './reto-activities';
import type { RegisteredStepProps } from './reto-step-props';

/** Why times and evidence cannot be recorded now (the API refuses them for the same reasons), or null. */
function recordingBlocker(reto: VirtualEventView, participation: ParticipationView): string | null {
  if (!participation.active) return participationMessages.needsRegistration;
  if (reto.eventEnded) return participationMessages.eventEnded;
  return reto.admitResults ? null : participationMessages.resultsBlocked;
}

export function EvidenceStep(props: RegisteredStepProps) {
  const blocker = recordingBlocker(props.reto, props.participation);
  return (
    <Flex direction="column" gap="1rem">
      {blocker ? (
        <Alert variation="info">{blocker}</Alert>
      ) : (
        <>
          <Heading level={4}>{participationTexts.evidencePrompt}</Heading>
          <RetoActivitiesList {...props} />
        </>
      )}
      <FinishTimeCard {...props} canRecord={blocker === null} />
    </Flex>
  );
}
