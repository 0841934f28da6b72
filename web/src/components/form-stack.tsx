import { Flex } from '@aws-amplify/ui-react';
import type { FormEventHandler, ReactNode } from 'react';

/** A form's column of fields. noValidate: the shared zod schemas give the messages, not the browser. */
export function FormStack({ onSubmit, children }: { onSubmit: FormEventHandler<HTMLFormElement>; children: ReactNode }) {
  return (
    <Flex as="form" direction="column" gap="1rem" onSubmit={onSubmit} noValidate>
      {children}
    </Flex>
  );
}
