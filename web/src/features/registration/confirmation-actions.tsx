// The confirmation page's link and QR (docs/registration.md §2), the waiver PDF and, once there is a folio, the
// digital race bib.
import { Button, Card, Flex, Heading, Link, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { messages } from '@shared/core/messages';
import { confirmationTexts as texts } from '@shared/registration/confirmation-texts';
import type { RegistrantConfirmation } from '@shared/registration/registration-api';
import { useToast } from '@web/lib/toasts';
import { ConfirmationQr } from './confirmation-qr';
import { startWaiverDownload } from './confirmation-waiver';
import { downloadRaceBib } from './race-bib-canvas';

interface ConfirmationActionsProps {
  confirmation: RegistrantConfirmation;
  pageUrl: string;
}

function RaceBibButton({ confirmation, numero }: { confirmation: RegistrantConfirmation; numero: number }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  function download() {
    setBusy(true);
    downloadRaceBib(confirmation, numero)
      .catch((error: unknown) => {
        console.error(error);
        toast(messages.unexpected);
      })
      .finally(() => setBusy(false));
  }
  return (
    <Button onClick={download} isLoading={busy}>
      {texts.downloadRaceBib}
    </Button>
  );
}

export function ConfirmationActions({ confirmation, pageUrl }: ConfirmationActionsProps) {
  return (
    <Card variation="outlined">
      <Flex direction="column" gap="0.75rem" alignItems="flex-start">
        <Heading level={3} fontSize="xl">{texts.link}</Heading>
        <Text>{texts.linkHelp}</Text>
        <ConfirmationQr url={pageUrl} />
        <Link href={pageUrl} style={{ wordBreak: 'break-all' }}>
          {pageUrl}
        </Link>
        <Flex gap="0.5rem" wrap="wrap">
          <Button variation="primary" onClick={() => void startWaiverDownload(confirmation, pageUrl)}>
            {texts.downloadWaiver}
          </Button>
          {confirmation.numero !== null && <RaceBibButton confirmation={confirmation} numero={confirmation.numero} />}
        </Flex>
      </Flex>
    </Card>
  );
}
