import { Flex, Loader, Text } from '@aws-amplify/ui-react';
import { messages } from '@shared/core/messages';

/** In-page placeholder while a page's data loads. */
export function LoadingView() {
  return (
    <Flex role="status" alignItems="center" justifyContent="center" gap="0.75rem" padding="2rem">
      <Loader size="large" aria-label={messages.loading} />
      <Text>{messages.loading}</Text>
    </Flex>
  );
}
