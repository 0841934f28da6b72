// Wearable-device panel of /atletas (docs/accounts.md §2.4): not connected, a connect prompt that opens the
// provider's authorization page in a popup; connected, 'Eliminar conexión'. The popup reports back
// with a message (wearable-callback-page.tsx), and the panel reads the connection again.
import { Button, Card, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import { wearableTexts } from '@shared/activities/activity-texts';
import { madeOnce } from '@shared/core/made-once';
import { useToast } from '@web/lib/toasts';
import { errorMessage } from '@web/lib/error-message';
import { removeWearableConnection, startWearableConnection, useStoreWearable, useWearableConnection, wearableConnectedMessage } from './wearable-api';

const POPUP_FEATURES = 'popup,width=520,height=720';
const connectedSince = madeOnce(() => new Intl.DateTimeFormat('es-MX', { dateStyle: 'long' }));

export function DeviceConnectionPanel() {
  const { data, error, refetch } = useWearableConnection();
  const storeWearable = useStoreWearable();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && event.data === wearableConnectedMessage) void refetch();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [refetch]);

  async function connect() {
    // Opened in the click itself, or the browser blocks it; the provider's address follows.
    const popup = window.open('', 'conexion-dispositivo', POPUP_FEATURES);
    if (!popup) return toast(wearableTexts.popupBlocked);
    setBusy(true);
    try {
      popup.location.href = (await startWearableConnection()).urlRequest;
    } catch (failure) {
      popup.close();
      toast(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  async function disconnect() {
    setBusy(true);
    try {
      storeWearable(await removeWearableConnection());
    } catch (failure) {
      toast(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card variation="outlined" as="section" aria-label={wearableTexts.title}>
      <Heading level={2} fontSize="xl">{wearableTexts.title}</Heading>
      {data?.connected ? (
        <Flex direction="column" gap="0.5rem" marginTop="0.5rem">
          <Text>{wearableTexts.connected}</Text>
          <Text fontSize="small" color="font.tertiary">{wearableTexts.connectedSince(connectedSince().format(new Date(data.connectedAt)))}</Text>
          <Button alignSelf="flex-start" variation="warning" isLoading={busy} onClick={() => void disconnect()}>
            {wearableTexts.disconnect}
          </Button>
        </Flex>
      ) : data ? (
        <Flex direction="column" gap="0.5rem" marginTop="0.5rem">
          <Text>{wearableTexts.text}</Text>
          <Button alignSelf="flex-start" variation="primary" isLoading={busy} loadingText={wearableTexts.connecting} onClick={() => void connect()}>
            {wearableTexts.connect}
          </Button>
        </Flex>
      ) : error ? (
        <Text color="font.error">{errorMessage(error)}</Text>
      ) : (
        <Loader />
      )}
    </Card>
  );
}
