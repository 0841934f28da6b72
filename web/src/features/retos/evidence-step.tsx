// Step 2 'Realiza el reto' (docs/retos.md §2.6, §4): 'Selecciona un método para evidenciar tu reto' — a photo,
// or a recorded activity — and 'Mi tiempo' while the organizer admits results up to the reto's end;
// otherwise why not ('Evento finalizado' once closed, the period over after its end date).
import { Alert, Flex, Heading, ToggleButton, ToggleButtonGroup } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { athleteRetoTexts } from '@shared/retos/athlete-reto-texts';
import { participationTexts } from '@shared/retos/participation';
import { recordingBlocker } from '@shared/retos/recording-rules';
import { FinishTimeCard } from './finish-time-card';
import { EvidencePhotoUpload } from './photos/evidence-photo-upload';
import { RetoActivitiesList } from './reto-activities';
import type { RegisteredStepProps } from './reto-step-props';

type Method = keyof typeof athleteRetoTexts.methods;

export function EvidenceStep(props: RegisteredStepProps) {
  // The API refuses times and evidence for the same reasons.
  const blocker = recordingBlocker(props.reto, props.participation.active, new Date())?.message ?? null;
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
