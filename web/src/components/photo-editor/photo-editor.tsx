// The photo editor (docs/results.md §2 screen 8; docs/retos.md §2.8, §4): the photo previewed with
// its crop, and the tools — frames (none, white, black, the event's marcos for the photo's
// orientation and the page's own), crop 16:9, 2:3 or 1:1, rotation, undo and the JPEG download. The
// race photo page and a reto's start and finish photos each give it their logos and decorations.
import { Text } from '@aws-amplify/ui-react';
import { mediaTexts } from '@shared/media/media-texts';
import type { PhotoConfig } from '@shared/results/page-schemas';
import { useToast } from '@web/lib/toasts';
import { LoadingView } from '../loading-view';
import { EditorToolbar } from './editor-toolbar';
import { frameOptions, type FrameOption } from './frame-options';
import type { Decoration } from './photo-canvas';
import { orientationOf } from './photo-geometry';
import { PhotoPreview } from './photo-preview';
import { usePhotoEditor } from './use-photo-editor';

const SIDE_GAP = 32;
const NO_FRAMES: FrameOption[] = [];

interface PhotoEditorProps {
  url: string;
  config: Pick<PhotoConfig, 'logos' | 'marcos'>;
  /** Frames the page offers besides the plain ones and the marcos. */
  extraFrames?: FrameOption[];
  /** Drawn over the framed photo; the same list while nothing it shows changes. */
  decorations?: readonly Decoration[];
  fileName?: string;
}

export function PhotoEditor({ url, config, extraFrames = NO_FRAMES, decorations, fileName = mediaTexts.photoFileName }: PhotoEditorProps) {
  const editor = usePhotoEditor(url, config.logos, decorations);
  const toast = useToast();
  if (editor.load === 'failed') return <Text>{mediaTexts.photoFailed}</Text>;
  if (!editor.base || !editor.composed) return <LoadingView />;

  const failed = (error: unknown) => {
    console.error(error);
    toast(mediaTexts.photoFailed);
  };

  return (
    <>
      <PhotoPreview
        photo={editor.crop ? editor.base : editor.composed}
        availableWidth={window.innerWidth - SIDE_GAP}
        crop={editor.crop}
        onMoveCrop={editor.moveCrop}
      />
      <EditorToolbar
        editor={editor}
        frames={[...frameOptions(config.marcos, orientationOf(editor.base)), ...extraFrames]}
        onFrameFailed={failed}
        onDownload={() => void editor.download(`${fileName}.jpg`).catch(failed)}
      />
    </>
  );
}
