// A chat's dialog: over the page, the whole screen on a phone and a centred column on a desktop,
// with its title, 'Cerrar' (or Escape) and 'Reconectando…' while the live topic is down.
import { Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useEffect, type ReactNode } from 'react';
import { chatTexts } from '@shared/retos/reto-chat-texts';
import { FullScreenLayer } from '@web/components/full-screen-layer';

interface ChatDialogProps {
  title: string;
  reconnecting: boolean;
  onClose: () => void;
  children: ReactNode;
}

export function ChatDialog({ title, reconnecting, onClose, children }: ChatDialogProps) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <FullScreenLayer backgroundColor="rgba(0, 0, 0, 0.45)" style={{ zIndex: 900 }} alignItems="center" role="dialog" aria-modal="true" aria-label={title}>
      <Card variation="elevated" width="100%" maxWidth="40rem" height={{ base: '100%', medium: 'auto' }} maxHeight={{ base: '100%', medium: '90vh' }} margin={{ base: '0', medium: '5vh 0' }} overflow="auto">
        <Flex direction="column" gap="0.75rem">
          <Flex justifyContent="space-between" alignItems="center" gap="0.5rem">
            <Heading level={2} fontSize="xl">{title}</Heading>
            <Button size="small" onClick={onClose}>
              {chatTexts.close}
            </Button>
          </Flex>
          {reconnecting && (
            <Text role="status" color="font.warning">
              {chatTexts.reconnecting}
            </Text>
          )}
          {children}
        </Flex>
      </Card>
    </FullScreenLayer>
  );
}
