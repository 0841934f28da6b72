// The registration dialog: a full-screen layer over the page with the event's name and 'Cerrar'.
import { Button, Flex, Heading } from '@aws-amplify/ui-react';
import { useId, type ReactNode } from 'react';
import { flowTexts } from '@shared/registration/registration-flow-texts';
import { FullScreenLayer } from '@web/components/full-screen-layer';

export function FlowLayer({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const titleId = useId();
  return (
    <FullScreenLayer role="dialog" aria-modal="true" aria-labelledby={titleId} gap="0" backgroundColor="background.primary" style={{ zIndex: 900 }}>
      <Flex alignItems="center" justifyContent="space-between" padding="0.75rem 1rem" boxShadow="small" gap="1rem">
        <Heading level={1} id={titleId} fontSize="large">
          {title}
        </Heading>
        <Button onClick={onClose}>{flowTexts.close}</Button>
      </Flex>
      <Flex direction="column" flex="1" minHeight="0" overflow="auto">
        <Flex direction="column" width="100%" maxWidth="720px" margin="0 auto" padding="1rem 1rem 3rem">
          {children}
        </Flex>
      </Flex>
    </FullScreenLayer>
  );
}
