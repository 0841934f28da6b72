// A card that leads on: a heading, a line of text and the buttons to go elsewhere, the first primary;
// raised, with the brand's edge (docs/design.md).
import { Card, Flex, Heading, Text, type HeadingProps } from '@aws-amplify/ui-react';
import { RouterButton } from './router-button';

interface CardLink {
  to: string;
  label: string;
}

interface ActionCardProps {
  title: string;
  headingLevel: HeadingProps['level'];
  text: string;
  links: readonly CardLink[];
}

export function ActionCard({ title, headingLevel, text, links }: ActionCardProps) {
  return (
    <Card variation="elevated" style={{ borderInlineStart: '4px solid var(--amplify-colors-primary-60)' }}>
      <Flex direction="column" gap="1rem" alignItems="flex-start">
        {/* Card-sized whatever its level: under a page's title it must not outgrow it. */}
        <Heading level={headingLevel} fontSize={{ base: 'xl', medium: 'xxl' }}>
          {title}
        </Heading>
        <Text>{text}</Text>
        <Flex gap="0.75rem" wrap="wrap">
          {links.map((link, index) => (
            <RouterButton key={link.to} to={link.to} variation={index === 0 ? 'primary' : undefined}>
              {link.label}
            </RouterButton>
          ))}
        </Flex>
      </Flex>
    </Card>
  );
}
