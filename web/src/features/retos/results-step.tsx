// Step 4 'Resultados' (docs/retos.md §2.6): the podium and results, the athlete's certificate, and the closing
// words of the stepper.
import { Flex, Text } from '@aws-amplify/ui-react';
import { participationTexts } from '@shared/retos/participation';
import { RetoResultsStep } from './results/reto-results-step';
import { RetoCertificateDownload } from './reto-certificate-download';
import type { RegisteredStepProps } from './reto-step-props';

export function ResultsStep({ reto, participation }: RegisteredStepProps) {
  return (
    <Flex direction="column" gap="1rem">
      <RetoResultsStep eventId={reto.eventID} participation={participation} />
      <RetoCertificateDownload eventId={reto.eventID} />
      <Text fontWeight="bold">{participationTexts.congratulations}</Text>
    </Flex>
  );
}
