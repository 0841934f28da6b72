// The navigation drawer (docs/platform.md §2.2): 300 px wide, the account on top, then the links.
import { Button, Divider, Flex, Text, View } from '@aws-amplify/ui-react';
import { useEffect, useRef } from 'react';
import { NavLink as RouterNavLink } from 'react-router-dom';
import { navLabels } from '@shared/core/messages';
import { useSignOut } from '@web/features/accounts/use-sign-out';
import { useAuth } from '@web/lib/auth-session';
import { useMyProfile } from '@web/lib/my-profile';
import { navLinks, type Viewer } from './nav-links';

const DRAWER_WIDTH = '300px';

function AccountHeader({ onClose }: { onClose: () => void }) {
  const { state } = useAuth();
  const { data: profile } = useMyProfile();
  const signOut = useSignOut();
  if (state.status !== 'signedIn') return null;
  return (
    <Flex direction="column" gap="0.25rem" padding="0 1rem 0.75rem">
      {profile && <Text fontWeight="bold">{`${profile.nombres} ${profile.apellidos}`}</Text>}
      <Text color="font.secondary">{profile?.correo ?? state.loginId}</Text>
      <Button
        variation="link"
        size="small"
        alignSelf="flex-start"
        padding="0.25rem 0"
        onClick={() => {
          onClose();
          void signOut();
        }}
      >
        {navLabels.signOut}
      </Button>
    </Flex>
  );
}

export function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { state } = useAuth();
  const { data: profile } = useMyProfile();
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open, onClose]);

  if (!open) return null;
  const viewer: Viewer = state.status === 'signedIn' ? { signedIn: true, perfil: profile?.perfil } : { signedIn: false };

  return (
    <>
      <View position="fixed" top="0" left="0" right="0" bottom="0" backgroundColor="overlay.50" onClick={onClose} style={{ zIndex: 900 }} />
      <View
        role="dialog"
        aria-modal="true"
        aria-label={navLabels.menu}
        position="fixed"
        top="0"
        left="0"
        bottom="0"
        width={DRAWER_WIDTH}
        maxWidth="100vw"
        overflow="auto"
        backgroundColor="background.primary"
        boxShadow="large"
        style={{ zIndex: 901 }}
      >
        <Flex justifyContent="flex-end" padding="0.5rem">
          <Button ref={closeButton} variation="link" size="small" onClick={onClose}>
            {navLabels.closeMenu}
          </Button>
        </Flex>
        <AccountHeader onClose={onClose} />
        <Divider />
        <nav aria-label={navLabels.menu}>
          <Flex as="ul" direction="column" gap="0" padding="0.5rem 0" margin="0" style={{ listStyle: 'none' }}>
            {navLinks(viewer).map((link) => (
              <li key={link.to}>
                <Button as={RouterNavLink} to={link.to} end variation="menu" isFullWidth onClick={onClose}>
                  {link.label}
                </Button>
              </li>
            ))}
          </Flex>
        </nav>
      </View>
    </>
  );
}
