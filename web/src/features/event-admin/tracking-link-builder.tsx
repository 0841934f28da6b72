// 'Copiar liga': the organizer types a link name and copies the address to share with it (?tkl=),
// checked as the visits route checks it.
import { Button, Card, Flex, Text, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { trackingLinkTexts as texts } from '@shared/registration/tracking-link-texts';
import { tklSchema, type LinkDestination } from '@shared/registration/tracking-links';
import { useToast } from '@web/lib/toasts';
import { trackingLinkAddress } from './tracking-link-address';

export function TrackingLinkBuilder({ eventId, destino }: { eventId: number; destino: LinkDestination }) {
  const toast = useToast();
  const [name, setName] = useState('');
  const checked = tklSchema.safeParse(name.trim());
  const address = checked.success ? trackingLinkAddress(destino, eventId, checked.data) : null;
  const problem = name.trim() !== '' && !checked.success ? checked.error.issues[0]?.message : undefined;

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast(texts.copied);
    } catch {
      toast(texts.copyFailed);
    }
  }

  return (
    <Card variation="outlined">
      <Flex direction="column" gap="0.5rem">
        <Text>{texts.intro}</Text>
        <Flex gap="0.5rem" alignItems="flex-end" wrap="wrap">
          <TextField
            label={texts.nameLabel}
            placeholder={texts.namePlaceholder}
            value={name}
            maxLength={40}
            onChange={(event) => setName(event.target.value)}
            hasError={problem !== undefined}
            errorMessage={problem}
          />
          <Button isDisabled={address === null} onClick={() => address && void copy(address)}>
            {texts.copy}
          </Button>
        </Flex>
        {address && (
          <Text as="code" fontFamily="monospace" style={{ wordBreak: 'break-all' }} data-testid="tracking-link-address">
            {address}
          </Text>
        )}
      </Flex>
    </Card>
  );
}
