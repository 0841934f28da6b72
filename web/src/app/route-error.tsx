// Shown instead of React Router's English default when a page fails to load or render.
import { Text } from '@aws-amplify/ui-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { messages, navLabels } from '@shared/core/messages';
import { Page } from '@web/components/page';
import { RouterButton } from '@web/components/router-button';

export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <Page>
      <Text>{messages.unexpected}</Text>
      <RouterButton to="/" variation="primary">
        {navLabels.goHome}
      </RouterButton>
    </Page>
  );
}
