// One entry of an editable list: its title, move and remove buttons, and its inputs on a grid that
// is one column on a phone and up to three on a large screen.
import { Button, Card, Flex, Grid } from '@aws-amplify/ui-react';
import { useId, type ReactNode } from 'react';
import { registryConfigTexts as texts } from '@shared/registration/registry-config-texts';
import { SectionHeading, SubSections } from '@web/components/section-heading';

interface ListItemProps {
  title: ReactNode;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  children: ReactNode;
}

export function ListItem({ title, index, count, onMove, onRemove, children }: ListItemProps) {
  const titleId = useId();
  return (
    <Card variation="outlined" role="group" aria-labelledby={titleId}>
      <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="0.5rem" marginBottom="0.75rem">
        <SectionHeading id={titleId}>
          {title}
        </SectionHeading>
        <Flex gap="0.25rem" wrap="wrap">
          <Button size="small" isDisabled={index === 0} onClick={() => onMove(index, index - 1)}>
            {texts.moveUp}
          </Button>
          <Button size="small" isDisabled={index === count - 1} onClick={() => onMove(index, index + 1)}>
            {texts.moveDown}
          </Button>
          <Button size="small" variation="warning" onClick={() => onRemove(index)}>
            {texts.remove}
          </Button>
        </Flex>
      </Flex>
      <SubSections>{children}</SubSections>
    </Card>
  );
}

/** At most two columns: the page is 720 px at most, and a date and time needs about 200 px to be read. */
export function InputGrid({ children }: { children: ReactNode }) {
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', medium: 'repeat(2, minmax(0, 1fr))' }} gap="1rem">
      {children}
    </Grid>
  );
}

export function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button size="small" alignSelf="flex-start" onClick={onClick}>
      {children}
    </Button>
  );
}
