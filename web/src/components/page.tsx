import { Flex, Heading } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';

/** A page's frame: one heading and a readable column, or a wide one for work screens (tables, editors). */
export function Page({ title, wide = false, children }: { title?: string; wide?: boolean; children: ReactNode }) {
  return (
    <Flex direction="column" gap="1.25rem" maxWidth={wide ? '1280px' : '720px'} margin="0 auto" padding="1.5rem 1rem 3rem">
      {title && <Heading level={2}>{title}</Heading>}
      {children}
    </Flex>
  );
}
