// A form the organizer added after the athlete registered (or paid) blocks the steps after the first
// (docs/retos.md §4); on those steps this says so and leads back to step 1, where the form is.
import { Alert, Button, Flex, Text } from '@aws-amplify/ui-react';
import type { ParticipationView } from '@shared/retos/participation';
import { pendingFormTexts } from '@shared/retos/pending-form-texts';
import type { VirtualEventView } from '@shared/retos/virtual-event';

interface PendingFormNoticeProps {
  reto: VirtualEventView;
  participation: ParticipationView | null;
  step: number;
  onOpenForm: () => void;
}

export function PendingFormNotice({ reto, participation, step, onOpenForm }: PendingFormNoticeProps) {
  if (step === 0 || !participation?.formPending || reto.form.length === 0) return null;
  return (
    <Alert variation="warning" heading={pendingFormTexts.title}>
      <Flex direction="column" gap="0.75rem" alignItems="flex-start">
        <Text>{pendingFormTexts.text}</Text>
        <Button size="small" onClick={onOpenForm}>
          {pendingFormTexts.action}
        </Button>
      </Flex>
    </Alert>
  );
}
