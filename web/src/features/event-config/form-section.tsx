// One titled part of a long configuration form, the target of a SectionNav link: its top stays clear
// of the sticky nav when the link scrolls to it. Its heading takes the level of where it is drawn and
// the headings inside it one level down (docs/platform.md, Accessibility).
import { Flex } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { SectionHeading, SubSections } from '@web/components/section-heading';

export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Flex as="section" id={id} aria-labelledby={`${id}-titulo`} direction="column" gap="0.75rem" style={{ scrollMarginTop: '4.5rem' }}>
      <SectionHeading id={`${id}-titulo`} fontSize="large">
        {title}
      </SectionHeading>
      <SubSections>{children}</SubSections>
    </Flex>
  );
}
