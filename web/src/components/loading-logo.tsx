// The whole-screen "Cargando" view: boot, unknown hosts, and the first route load.
import { Flex, Text } from '@aws-amplify/ui-react';
import { messages } from '@shared/core/messages';
import { BrandLogo } from './brand-logo';

export function LoadingLogo({ failed = false }: { failed?: boolean }) {
  return (
    <Flex direction="column" alignItems="center" justifyContent="center" minHeight="100vh" gap="1rem">
      <BrandLogo size={96} />
      <Text role="status" color="font.secondary">
        {failed ? messages.unexpected : messages.loading}
      </Text>
    </Flex>
  );
}
