// What a signed-out visitor sees on a page that needs an account.
import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { accountTexts, messages, navLabels } from '../../../shared/core/messages';
import { RouterButton } from './router-button';

export function SignInPrompt() {
  return (
    <Card variation="outlined">
      <Flex direction="column" gap="1rem" alignItems="flex-start">
        <Heading level={4}>{messages.unauthorized}</Heading>
        <Text>{accountTexts.signInPromptText}</Text>
        <Flex gap="0.75rem" wrap="wrap">
          <RouterButton to="/login" variation="primary">
            {navLabels.signIn}
          </RouterButton>
          <RouterButton to="/registro">{navLabels.signUp}</RouterButton>
        </Flex>
      </Flex>
    </Card>
  );
}
