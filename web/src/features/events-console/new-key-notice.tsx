// A timing key right after it was created: the only time the platform can show it (it keeps a hash),
// with the QR that pairs a phone's manual timing app with it (the key in the link's fragment, which
// no request carries: docs/timing.md#the-manual-timing-app).
import { Alert, Button, Flex, Text } from '@aws-amplify/ui-react';
import { consoleTexts } from '@shared/results/console-texts';
import { messages } from '@shared/core/messages';
import { timingAppUrl } from '@shared/timing/manual-timing-app';
import { manualTimingTexts } from '@shared/timing/manual-timing-texts';
import { QrImage } from '@web/components/qr-image';
import { useToast } from '@web/lib/toasts';
import type { CreatedTimingKey } from '@shared/timing/timing-key-schemas';

export function NewKeyNotice({ eventId, created, onDismiss }: { eventId: number; created: CreatedTimingKey; onDismiss: () => void }) {
  const toast = useToast();

  async function copy() {
    try {
      await navigator.clipboard.writeText(created.key);
      toast(consoleTexts.keyCopied);
    } catch (error) {
      console.error(error);
      toast(messages.unexpected);
    }
  }

  return (
    <Alert variation="warning" heading={consoleTexts.newKeyTitle(created.label)}>
      <Flex direction="column" gap="0.5rem">
        <Text as="code" fontFamily="monospace" style={{ wordBreak: 'break-all' }}>
          {created.key}
        </Text>
        <Text fontWeight="bold">{consoleTexts.newKeyWarning}</Text>
        <Text fontWeight="bold">{manualTimingTexts.qrTitle}</Text>
        <Text fontSize="small">{manualTimingTexts.qrHint}</Text>
        <QrImage text={timingAppUrl(window.location.origin, eventId, created)} label={manualTimingTexts.qrLabel(created.label)} size={220} />
        <Flex gap="0.5rem">
          <Button size="small" onClick={() => void copy()}>
            {consoleTexts.copyKey}
          </Button>
          <Button size="small" variation="link" onClick={onDismiss}>
            {consoleTexts.dismissKey}
          </Button>
        </Flex>
      </Flex>
    </Alert>
  );
}
