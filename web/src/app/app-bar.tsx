// The platform's app bar (docs/design.md): the menu, the brand, the four public sections on wide
// screens, and the way in (or to one's profile) on every width.
import { Button, Flex, Text, View } from '@aws-amplify/ui-react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { brand, navLabels } from '@shared/core/messages';
import { BrandLogo } from '@web/components/brand-logo';
import { useAuth } from '@web/lib/auth-session';

const sections = [
  { to: '/proximos-eventos/', label: navLabels.upcomingEvents },
  { to: '/resultados/', label: navLabels.results },
  { to: '/live/', label: navLabels.live },
  { to: '/retos/', label: navLabels.retos },
];

function MenuIcon() {
  return (
    <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function SectionLinks() {
  const { pathname } = useLocation();
  return (
    <Flex as="nav" aria-label={navLabels.sections} display={{ base: 'none', large: 'flex' }} gap="0.25rem" flex="1" alignSelf="stretch">
      {sections.map((section) => {
        const current = pathname.startsWith(section.to.slice(0, -1));
        return (
          <Flex
            key={section.to}
            as={RouterLink}
            to={section.to}
            aria-current={current ? 'page' : undefined}
            alignItems="center"
            padding="0 0.75rem"
            color={current ? 'primary.90' : 'font.primary'}
            fontWeight="semibold"
            fontSize="small"
            textDecoration="none"
            borderWidth="0 0 3px"
            borderStyle="solid"
            borderColor={current ? 'primary.80' : 'transparent'}
          >
            {section.label}
          </Flex>
        );
      })}
    </Flex>
  );
}

function AccountButton() {
  const { state } = useAuth();
  const { pathname } = useLocation();
  // The sign-in page is the way in itself.
  if (state.status === 'loading' || (state.status === 'signedOut' && pathname === '/login')) return null;
  if (state.status === 'signedIn') {
    return (
      <Button as={RouterLink} to="/atletas/" size="small">
        {navLabels.profile}
      </Button>
    );
  }
  return (
    <Button as={RouterLink} to="/login" size="small" variation="primary">
      {navLabels.signIn}
    </Button>
  );
}

export function AppBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  return (
    <View as="header" backgroundColor="background.primary" borderWidth="0 0 1px" borderStyle="solid" borderColor="border.secondary">
      <Flex alignItems="center" gap="0.75rem" padding="0.5rem 1rem" maxWidth="1280px" margin="0 auto" minHeight="3.75rem">
        <Button variation="link" aria-label={navLabels.openMenu} onClick={onOpenMenu} padding="0.5rem" color="font.primary">
          <MenuIcon />
        </Button>
        <RouterLink to="/" style={{ textDecoration: 'none', display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
          <BrandLogo size={32} decorative />
          <Text as="span" color="font.primary" fontWeight="extrabold" fontSize="1.25rem" letterSpacing="-0.01em">
            {brand.name}
          </Text>
        </RouterLink>
        <View flex="1" display={{ base: 'block', large: 'none' }} />
        <SectionLinks />
        <AccountButton />
      </Flex>
    </View>
  );
}
