import { Flex, Heading } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';

/**
 * A page's frame: its one h1 and a readable column, or a wide one for work screens (tables, editors).
 * The sections under it start at h2 and skip no level (docs/platform.md, Accessibility).
 */
export function Page({ title, wide = false, children }: { title?: string; wide?: boolean; children: ReactNode }) {
  return (
    <Flex direction="column" gap="1.25rem" maxWidth={wide ? '1280px' : '720px'} margin="0 auto" padding="1.5rem 1rem 3rem">
      {title && <PageTitle>{title}</PageTitle>}
      {children}
    </Flex>
  );
}

/** The page's h1, sized to fit a phone; for pages whose title comes with their data. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Heading level={1} fontSize={{ base: 'xxl', medium: 'xxxl' }} style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Heading>
  );
}
