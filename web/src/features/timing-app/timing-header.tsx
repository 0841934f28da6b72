// The app's top band: the event, whether the phone is online, how its clock is set, who it writes as,
// and what sending is doing.
import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import type { ClockOffset } from '@shared/timing/clock-offset';
import { manualTimingTexts as texts } from '@shared/timing/manual-timing-texts';
import type { TimingAccess } from './timing-api';
import { useKeptOffline } from './service-worker';
import type { SendStatus } from './timing-session';

interface TimingHeaderProps {
  nombre: string;
  online: boolean;
  clock: ClockOffset | undefined;
  access: TimingAccess;
  who: string;
  status: SendStatus;
  runners: number;
  onSend: () => void;
  onForgetKey: () => void;
}

function statusLine(status: SendStatus): string | null {
  if (status.kind === 'sending') return texts.sending;
  if (status.kind === 'failed') return texts.sendFailed(status.message);
  if (status.kind === 'refused') return texts.sendRefused(status.message);
  return null;
}

export function TimingHeader({ nombre, online, clock, access, who, status, runners, onSend, onForgetKey }: TimingHeaderProps) {
  const line = statusLine(status);
  const keptOffline = useKeptOffline();
  return (
    <Flex direction="column" gap="0.35rem" backgroundColor="neutral.100" color="white" padding="0.75rem 1rem">
      <Heading level={1} fontSize="large" color="white" style={{ overflowWrap: 'anywhere' }}>
        {texts.appName} · {nombre}
      </Heading>
      <Flex gap="0.5rem" alignItems="center" wrap="wrap">
        <Text
          as="span"
          role="status"
          fontWeight="bold"
          fontSize="small"
          padding="0.15rem 0.6rem"
          borderRadius="xl"
          backgroundColor={online ? 'green.80' : 'red.80'}
          color="white"
          data-testid="conexion"
        >
          {online ? texts.online : texts.offline}
        </Text>
        <Text as="span" fontSize="small" color="neutral.40">
          {clock ? texts.clock(clock.offsetMs, clock.rttMs) : texts.clockUnmeasured}
        </Text>
        <Text as="span" fontSize="small" color="neutral.40" data-testid="sin-conexion">
          {keptOffline === undefined ? texts.keepingOffline : keptOffline ? texts.keptOffline : texts.notKeptOffline}
        </Text>
      </Flex>
      <Text fontSize="small" color="neutral.40">
        {access.kind === 'key' ? texts.pairedWithKey(access.label) : texts.signedInAs(who)} · {runners > 0 ? texts.startList(runners) : texts.startListMissing}
      </Text>
      {line && (
        <Flex gap="0.5rem" alignItems="center" wrap="wrap">
          <Text fontSize="small" color="white" fontWeight="bold" role="alert">
            {line}
          </Text>
          {status.kind !== 'sending' && online && (
            <Button size="small" onClick={onSend} backgroundColor="white">
              {texts.sendNow}
            </Button>
          )}
        </Flex>
      )}
      {access.kind === 'key' && (
        <Button size="small" variation="link" color="neutral.40" alignSelf="flex-start" padding="0" onClick={onForgetKey}>
          {texts.forgetKey}
        </Button>
      )}
    </Flex>
  );
}
