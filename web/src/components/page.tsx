import { Flex, Heading } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';

/** A page's frame: one heading and a readable column. */
export function Page({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Flex direction="column" gap="1.25rem" maxWidth="720px" margin="0 auto" padding="1.5rem 1rem 3rem">
      {title && <Heading level={2}>{title}</Heading>}
      {children}
    </Flex>
  );
}
