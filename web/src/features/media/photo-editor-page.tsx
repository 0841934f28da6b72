// /editor-foto?event={id}&url={photo}: the full-screen photo editor (docs/results.md §2 screen 8).
// The event gives the frames and logos (photoConfig); the result is downloaded as JPEG.
import { Text } from '@aws-amplify/ui-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { mediaTexts } from '@shared/media/media-texts';
import type { PhotoConfig } from '@shared/results/page-schemas';
import { PhotoEditor } from '@web/components/photo-editor/photo-editor';
import { PhotoEditorLayer } from '@web/components/photo-editor/photo-editor-layer';
import { useEventDetail } from '@web/lib/event-detail';

const NO_PHOTO_CONFIG: PhotoConfig = { logos: [], marcos: [], photoWindowSeconds: 200 };

export function PhotoEditorPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Opened straight from a link there is no page to go back to: close to the home page then.
  const openedHere = useLocation().key === 'default';
  const url = params.get('url');
  const eventParam = params.get('event') ?? '';
  const { data } = useEventDetail(/^\d{1,9}$/.test(eventParam) ? Number(eventParam) : null);
  return (
    <PhotoEditorLayer onClose={() => void (openedHere ? navigate('/') : navigate(-1))}>
      {url ? <PhotoEditor url={url} config={data?.sections.photoConfig ?? NO_PHOTO_CONFIG} /> : <Text>{mediaTexts.noPhoto}</Text>}
    </PhotoEditorLayer>
  );
}
