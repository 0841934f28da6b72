import { Button, type ButtonProps } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { messages } from '@shared/core/messages';

interface SubmitButtonProps {
  isSubmitting: boolean;
  alignSelf?: ButtonProps['alignSelf'];
  children: ReactNode;
}

/** A form's primary button; it shows "Cargando" while the submit runs. */
export function SubmitButton({ isSubmitting, alignSelf, children }: SubmitButtonProps) {
  return (
    <Button type="submit" variation="primary" alignSelf={alignSelf} isLoading={isSubmitting} loadingText={messages.loading}>
      {children}
    </Button>
  );
}
