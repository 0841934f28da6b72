// A dialog over the reto's page ('Ver mi resultado', a participant's detail): a card on a dimmed
// layer, titled, closed by its button or Escape; focus starts on the close button.
import { Button, Card, Flex, Heading } from '@aws-amplify/ui-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { FullScreenLayer } from '@web/components/full-screen-layer';

interface RetoDialogProps {
  title: string;
  closeText: string;
  onClose: () => void;
  children: ReactNode;
}

export function RetoDialog({ title, closeText, onClose, children }: RetoDialogProps) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <FullScreenLayer
      backgroundColor="rgba(0, 0, 0, 0.45)"
      style={{ zIndex: 900 }}
      alignItems="center"
      overflow="auto"
      padding="1rem 0.5rem"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
    >
      <Card variation="elevated" width="100%" maxWidth="48rem">
        <Flex direction="column" gap="1rem">
          <Flex justifyContent="space-between" alignItems="center" gap="1rem">
            <Heading level={2} fontSize="xl" id={titleId}>
              {title}
            </Heading>
            <Button ref={closeRef} size="small" onClick={onClose}>
              {closeText}
            </Button>
          </Flex>
          {children}
        </Flex>
      </Card>
    </FullScreenLayer>
  );
}
