// /views/evento_{id}/{viewIndex}/{number?}: an organizer's text boxes over a themed background,
// filled with result fields (docs/results.md §2 screen 10, §5 templates). Kept fresh while open,
// since these views are shown on screens during the event.
import { Text, View } from '@aws-amplify/ui-react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { messages } from '@shared/core/messages';
import { siteTexts } from '@shared/results/results-texts';
import type { CustomView } from '@shared/results/page-schemas';
import type { ResultRow } from '@shared/results/result-row';
import { renderViewTemplate } from '@shared/results/view-template';
import { LoadingView } from '@web/components/loading-view';
import { errorMessage } from '@web/lib/error-message';
import { parseEventoIndex, useEventDetail, type EventDetail } from '@web/lib/event-detail';
import { fetchAthleteRow, fetchFinishers } from './view-results-api';

const REFRESH_MS = 15_000;
/** A `#n#[campo]` placeholder: the box needs the event's finishers, not only the view's bib. */
const NTH_PLACEHOLDER = /#-?\d+#\[/;

interface ViewCanvasProps {
  view: CustomView;
  rows: ResultRow[];
  current: ResultRow | undefined;
}

function ViewCanvas({ view, rows, current }: ViewCanvasProps) {
  const theme = view.miniTheme;
  return (
    <View
      width={`${theme.width}px`}
      height={`${theme.height}px`}
      padding={`${theme.padding}px`}
      backgroundColor={theme.background}
      color={theme.color}
      fontFamily={theme.fontFamily}
      fontSize={`${theme.fontSize}px`}
      style={{
        boxSizing: 'border-box',
        backgroundImage: theme.backgroundImage ? `url(${JSON.stringify(theme.backgroundImage)})` : undefined,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <View position="relative" width="100%" height="100%">
        {view.views.map((box, index) => (
          <View
            key={index}
            data-testid="view-box"
            position="absolute"
            left={`${box.x * 100}%`}
            top={`${box.y * 100}%`}
            padding={`${theme.paddingBox}px`}
            style={{ whiteSpace: 'pre-wrap' }}
          >
            {renderViewTemplate(box.text, rows, current)}
          </View>
        ))}
      </View>
    </View>
  );
}

function FilledView({ detail, view, bib }: { detail: EventDetail; view: CustomView; bib: string | undefined }) {
  const eventId = detail.event.iDEvento;
  const needsFinishers = view.views.some((box) => NTH_PLACEHOLDER.test(box.text));
  const finishers = useQuery({
    queryKey: ['view-finishers', eventId],
    queryFn: () => fetchFinishers(eventId, detail.sections.modalidades),
    enabled: needsFinishers,
    refetchInterval: REFRESH_MS,
  });
  const athlete = useQuery({
    queryKey: ['view-athlete', eventId, bib],
    queryFn: () => fetchAthleteRow(eventId, bib ?? ''),
    enabled: bib !== undefined,
    refetchInterval: REFRESH_MS,
  });
  const error = finishers.error ?? athlete.error;
  if (error) return <Text>{errorMessage(error)}</Text>;
  if ((needsFinishers && !finishers.isSuccess) || (bib !== undefined && !athlete.isSuccess)) return <LoadingView />;
  return <ViewCanvas view={view} rows={finishers.data ?? []} current={athlete.data ?? undefined} />;
}

export function CustomViewContent({ eventId, viewIndex, bib }: { eventId: number; viewIndex: number; bib: string | undefined }) {
  const { data, error } = useEventDetail(eventId);
  if (error) return <Text>{errorMessage(error)}</Text>;
  if (!data) return <LoadingView />;
  const view = data.sections.customViews[viewIndex];
  if (!view) return <Text>{siteTexts.viewNotFound}</Text>;
  return <FilledView detail={data} view={view} bib={bib} />;
}

export function CustomViewPage() {
  const { eventoIndex, viewIndex, number } = useParams();
  const eventId = parseEventoIndex(eventoIndex);
  const index = /^\d{1,3}$/.test(viewIndex ?? '') ? Number(viewIndex) : null;
  if (eventId === null || index === null) return <Text padding="1rem">{messages.notFound}</Text>;
  return <CustomViewContent eventId={eventId} viewIndex={index} bib={number} />;
}
