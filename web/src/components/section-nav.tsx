// Links to the sections of a long form: a row at its top that stays in view while scrolling on a
// large screen (sticky) and scrolls sideways on a phone, so every section is one tap away.
import { Flex, Link, View } from '@aws-amplify/ui-react';
import type { MouseEvent } from 'react';

export interface SectionNavItem {
  /** The id of the section's element. */
  id: string;
  label: string;
}

/** Scrolls to the section instead of writing #id into the address: the router owns the address. */
function goTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

export function SectionNav({ label, items }: { label: string; items: readonly SectionNavItem[] }) {
  return (
    <View
      as="nav"
      aria-label={label}
      position={{ base: 'static', medium: 'sticky' }}
      top="0"
      style={{ zIndex: 2 }}
      backgroundColor="background.primary"
      paddingBlock="0.5rem"
      borderColor="border.secondary"
      borderStyle="solid"
      borderWidth="0 0 1px 0"
    >
      <Flex as="ul" gap="0.5rem" margin="0" padding="0" overflow="auto" wrap={{ base: 'nowrap', medium: 'wrap' }} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <li key={item.id} style={{ flex: 'none' }}>
            <Link
              href={`#${item.id}`}
              onClick={(event) => goTo(event, item.id)}
              display="inline-block"
              padding="0.375rem 0.75rem"
              borderRadius="xxl"
              border="1px solid"
              borderColor="border.primary"
              fontSize="small"
              textDecoration="none"
              style={{ whiteSpace: 'nowrap' }}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </Flex>
    </View>
  );
}
