// The full-screen editor of an athlete's start or finish photo (docs/retos.md §2.6 steps 1 and 3, §2.8, §4):
// the platform's photo editor — crop 16:9, 2:3 or 1:1, undo back to the original, JPEG download, at
// most 1500 px — with the reto's frame beside the white and black ones, its logos, and the time with
// the race bib or the medal drawn over the photo. The organizer's participant detail opens it too.
import { useMemo } from 'react';
import type { VirtualEventView } from '@shared/retos/virtual-event';
import { retoPhotoTexts } from '@shared/retos/reto-photo-texts';
import { LoadingView } from '@web/components/loading-view';
import type { FrameOption } from '@web/components/photo-editor/frame-options';
import { PhotoEditor } from '@web/components/photo-editor/photo-editor';
import { PhotoEditorLayer } from '@web/components/photo-editor/photo-editor-layer';
import { loadImage } from '@web/lib/load-image';
import { useRetoDecorations, type DecoratedAthlete, type LinePhotoKind } from './use-reto-decorations';

const NO_PHOTOS_CONFIG = { logos: [], marcos: [] };

export interface RetoPhotoEditorProps {
  /** The photo to edit (a /media address). */
  url: string;
  kind: LinePhotoKind;
  reto: VirtualEventView;
  athlete: DecoratedAthlete;
  onClose: () => void;
}

export function RetoPhotoEditor({ url, kind, reto, athlete, onClose }: RetoPhotoEditorProps) {
  const decorations = useRetoDecorations(kind, reto, athlete);
  const frameImage = reto.frameImage ?? null;
  const retoFrames = useMemo<FrameOption[]>(
    () => (frameImage ? [{ id: 'reto', label: retoPhotoTexts.retoFrame, load: async () => ({ kind: 'image', image: await loadImage(frameImage) }) }] : []),
    [frameImage],
  );
  return (
    <PhotoEditorLayer onClose={onClose}>
      {decorations ? (
        <PhotoEditor
          url={url}
          config={reto.photosConfig ?? NO_PHOTOS_CONFIG}
          extraFrames={retoFrames}
          decorations={decorations}
          fileName={kind === 'startLine' ? retoPhotoTexts.startFileName : retoPhotoTexts.finishFileName}
        />
      ) : (
        <LoadingView />
      )}
    </PhotoEditorLayer>
  );
}
