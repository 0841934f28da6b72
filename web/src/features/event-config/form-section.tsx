// One titled part of a long configuration form, the target of a SectionNav link: its top stays clear
// of the sticky nav when the link scrolls to it.
import { Flex, Heading } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';

export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Flex as="section" id={id} aria-labelledby={`${id}-titulo`} direction="column" gap="0.75rem" style={{ scrollMarginTop: '4.5rem' }}>
      <Heading level={4} id={`${id}-titulo`}>
        {title}
      </Heading>
      {children}
    </Flex>
  );
}
