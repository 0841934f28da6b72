// Step 4 'Resultados' (spec §2.6): the athlete's certificate, and the closing words of the stepper.
import { Flex, Text } from '@aws-amplify/ui-react';
import { participationTexts } from '../../../../shared/retos/participation';
import { RetoCertificateDownload } from './reto-certificate-download';
import type { RegisteredStepProps } from './reto-step-props';

export function ResultsStep({ reto }: RegisteredStepProps) {
  return (
    <Flex direction="column" gap="1rem">
      <RetoCertificateDownload eventID={reto.eventID} />
      <Text fontWeight="bold">{participationTexts.congratulations}</Text>
    </Flex>
  );
}
