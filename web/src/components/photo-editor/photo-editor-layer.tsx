// The photo editor over the whole screen: its title and 'Cerrar' above the editor.
import { Button, Flex, Heading } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { mediaTexts } from '@shared/media/media-texts';
import { FullScreenLayer } from '../full-screen-layer';

export function PhotoEditorLayer({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  return (
    <FullScreenLayer alignItems="center" gap="1rem" padding="1rem" overflow="auto" backgroundColor="background.secondary" style={{ zIndex: 100 }}>
      <Flex width="100%" justifyContent="space-between" alignItems="center">
        <Heading level={4}>{mediaTexts.editorTitle}</Heading>
        <Button variation="link" onClick={onClose}>
          {mediaTexts.close}
        </Button>
      </Flex>
      {children}
    </FullScreenLayer>
  );
}
