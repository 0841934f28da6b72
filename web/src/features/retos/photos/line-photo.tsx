// The athlete's current start or finish photo and 'Editar fotografía', which opens the reto's editor.
import { Button, Flex, Image, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { retoPhotoTexts } from '@shared/retos/reto-photo-texts';
import type { VirtualEventView } from '@shared/retos/virtual-event';
import { RetoPhotoEditor } from './photo-editor';
import type { DecoratedAthlete, LinePhotoKind } from './use-reto-decorations';

interface LinePhotoProps {
  url: string;
  kind: LinePhotoKind;
  reto: VirtualEventView;
  athlete: DecoratedAthlete;
}

export function LinePhoto({ url, kind, reto, athlete }: LinePhotoProps) {
  const [editing, setEditing] = useState(false);
  const title = kind === 'startLine' ? retoPhotoTexts.myStartPhoto : retoPhotoTexts.myFinishPhoto;
  return (
    <Flex direction="column" gap="0.5rem">
      <Text fontWeight="bold">{title}</Text>
      <Image src={url} alt={title} maxWidth="20rem" width="100%" />
      <Button alignSelf="flex-start" onClick={() => setEditing(true)}>
        {retoPhotoTexts.edit}
      </Button>
      {editing && <RetoPhotoEditor url={url} kind={kind} reto={reto} athlete={athlete} onClose={() => setEditing(false)} />}
    </Flex>
  );
}
