// /editor-foto?event={id}&url={photo}: the full-screen photo editor (race-results spec §2 screen 8).
// The event gives the frames and logos (photoConfig); the result is downloaded as JPEG.
import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { mediaTexts } from '../../../../shared/media/media-texts';
import type { PhotoConfig } from '../../../../shared/results/page-schemas';
import { FullScreenLayer } from '../../components/full-screen-layer';
import { LoadingView } from '../../components/loading-view';
import { useEventDetail } from '../../lib/event-detail';
import { useToast } from '../../lib/toasts';
import { EditorToolbar } from './editor-toolbar';
import { frameOptions } from './frame-options';
import { orientationOf } from './photo-geometry';
import { PhotoPreview } from './photo-preview';
import { usePhotoEditor } from './use-photo-editor';

const NO_PHOTO_CONFIG: PhotoConfig = { logos: [], marcos: [], photoWindowSeconds: 200 };
const SIDE_GAP = 32;

function FullScreen({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // Opened straight from a link there is no page to go back to: close to the home page then.
  const openedHere = useLocation().key === 'default';
  return (
    <FullScreenLayer
      alignItems="center"
      gap="1rem"
      padding="1rem"
      overflow="auto"
      backgroundColor="background.secondary"
      style={{ zIndex: 100 }}
    >
      <Flex width="100%" justifyContent="space-between" alignItems="center">
        <Heading level={4}>{mediaTexts.editorTitle}</Heading>
        <Button variation="link" onClick={() => void (openedHere ? navigate('/') : navigate(-1))}>
          {mediaTexts.close}
        </Button>
      </Flex>
      {children}
    </FullScreenLayer>
  );
}

function PhotoEditor({ url, config }: { url: string; config: PhotoConfig }) {
  const editor = usePhotoEditor(url, config.logos);
  const toast = useToast();
  if (editor.load === 'failed') return <Text>{mediaTexts.photoFailed}</Text>;
  if (!editor.base || !editor.composed) return <LoadingView />;

  const frameFailed = (error: unknown) => {
    console.error(error);
    toast(mediaTexts.photoFailed);
  };
  const download = () =>
    editor.download(`${mediaTexts.photoFileName}.jpg`).catch((error: unknown) => {
      console.error(error);
      toast(mediaTexts.photoFailed);
    });

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
        frames={frameOptions(config.marcos, orientationOf(editor.base))}
        onFrameFailed={frameFailed}
        onDownload={() => void download()}
      />
    </>
  );
}

export function PhotoEditorPage() {
  const [params] = useSearchParams();
  const url = params.get('url');
  const eventParam = params.get('event') ?? '';
  const { data } = useEventDetail(/^\d{1,9}$/.test(eventParam) ? Number(eventParam) : null);
  return (
    <FullScreen>
      {url ? <PhotoEditor url={url} config={data?.sections.photoConfig ?? NO_PHOTO_CONFIG} /> : <Text>{mediaTexts.noPhoto}</Text>}
    </FullScreen>
  );
}
