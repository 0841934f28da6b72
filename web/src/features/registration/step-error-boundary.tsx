// Any failure while a registration step draws or sends (docs/registration.md §2) ends in a Spanish
// message and a way to try again, never in a blank layer or a button that spins for ever.
import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { flowTexts } from '@shared/registration/registration-flow-texts';

interface StepErrorBoundaryProps {
  children: ReactNode;
}

export class StepErrorBoundary extends Component<StepErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Flex direction="column" gap="1rem" alignItems="flex-start">
        <Alert variation="error" heading={flowTexts.stepFailedTitle} role="alert">
          {flowTexts.stepFailed}
        </Alert>
        <Button variation="primary" onClick={() => this.setState({ failed: false })}>
          {flowTexts.retryStep}
        </Button>
      </Flex>
    );
  }
}
