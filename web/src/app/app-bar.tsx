import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { Link as RouterLink } from 'react-router-dom';
import { brand, navLabels } from '@shared/core/messages';
import { brandOrange } from '@web/components/brand-logo';

function MenuIcon() {
  return (
    <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function AppBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  return (
    <Flex as="header" alignItems="center" gap="0.5rem" padding="0.5rem 1rem" backgroundColor={brandOrange}>
      <Button variation="link" aria-label={navLabels.openMenu} onClick={onOpenMenu} padding="0.5rem">
        <MenuIcon />
      </Button>
      <RouterLink to="/" style={{ textDecoration: 'none' }}>
        <Text as="span" color="#fff" fontWeight="bold" fontSize="1.25rem">
          {brand.name}
        </Text>
      </RouterLink>
    </Flex>
  );
}
