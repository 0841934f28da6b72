// Step 2 'Realiza el reto' (docs/retos.md §2.6, §4): 'Selecciona un método para evidenciar tu reto' — a photo,
// or a recorded activity — and 'Mi tiempo' while the organizer admits results; otherwise why not
// ('Evento finalizado' once closed).
import { Alert, Flex, Heading, ToggleButton, ToggleButtonGroup } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { athleteRetoTexts } from '@shared/retos/athlete-reto-texts';
import { participationMessages, participationTexts, type ParticipationView } from '@shared/retos/participation';
import type { VirtualEventView } from '@shared/retos/virtual-event';
import { FinishTimeCard } from './finish-time-card';
import { EvidencePhotoUpload } from './photos/evidence-photo-upload';
import { RetoActivitiesList } from './reto-activities';
import type { RegisteredStepProps } from './reto-step-props';

/** Why times and evidence cannot be recorded now (the API refuses them for the same reasons), or null. */
function recordingBlocker(reto: VirtualEventView, participation: ParticipationView): string | null {
  if (!participation.active) return participationMessages.needsRegistration;
  if (reto.eventEnded) return participationMessages.eventEnded;
  return reto.admitResults ? null : participationMessages.resultsBlocked;
}

type Method = keyof typeof athleteRetoTexts.methods;

export function EvidenceStep(props: RegisteredStepProps) {
  const blocker = recordingBlocker(props.reto, props.participation);
  const [method, setMethod] = useState<Method>(props.participation.activityId ? 'activity' : 'photo');
  return (
    <Flex direction="column" gap="1rem">
      {blocker ? (
        <Alert variation="info">{blocker}</Alert>
      ) : (
        <>
          <Heading level={3} fontSize="xl">{participationTexts.evidencePrompt}</Heading>
          <ToggleButtonGroup value={method} isExclusive isSelectionRequired onChange={(next) => setMethod(next as Method)} aria-label={participationTexts.evidencePrompt}>
            <ToggleButton value="photo">{athleteRetoTexts.methods.photo}</ToggleButton>
            <ToggleButton value="activity">{athleteRetoTexts.methods.activity}</ToggleButton>
          </ToggleButtonGroup>
          {method === 'photo' ? <EvidencePhotoUpload {...props} /> : <RetoActivitiesList {...props} />}
        </>
      )}
      <FinishTimeCard {...props} canRecord={blocker === null} />
    </Flex>
  );
}
