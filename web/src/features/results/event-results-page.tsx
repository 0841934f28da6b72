// /resultados/evento_{id} and /eventos-anteriores/evento_{id} (docs/results.md §2 screen 4): the event card,
// the search and the four reports (with the team report when the event publishes it, and the age-graded
// list when a modality is graded: docs/results.md "Edad ajustada"), and the
// organizer's first timing message; /resultados/evento_{id}/{bib}, an athlete's shared result, opens
// that athlete's detail over them.
import { Text } from '@aws-amplify/ui-react';
import { useParams } from 'react-router-dom';
import { resultsScreenTexts } from '@shared/results/results-texts';
import { EVENT_STATUS } from '@shared/results/event-status';
import { gradedDistance } from '@shared/results/graded-distance';
import { AGE_GRADE_VIEW, TEAM_VIEW, type StandingsView } from '@shared/results/result-row';
import type { EventDetail } from '@web/lib/event-detail';
import { EventCard } from '@web/components/event-card';
import { EventScreen } from './event-screen';
import { ReportButtons } from './report-buttons';

const REPORTS: StandingsView[] = ['ganadores', 'categoria', 'genero', 'general'];

/** The reports an event offers: the four, then the team report and the age-graded list when it has them. */
function reportsOf({ event, sections }: EventDetail): StandingsView[] {
  const graded = sections.modalidades.some((modality) => gradedDistance(modality, sections.puntosControl, event.eventType) !== null);
  const views = [...REPORTS];
  if (sections.timingConfig.equipos.activo) views.push(TEAM_VIEW);
  if (graded) views.push(AGE_GRADE_VIEW);
  return views;
}

export function EventResultsPage() {
  const { numero } = useParams();
  return (
    <EventScreen>
      {(detail) => {
        const message = detail.sections.timingConfig.messages.message_1;
        return (
          <>
            <EventCard event={detail.event} headingLevel={1} />
            {detail.event.eventoDisponible !== EVENT_STATUS.closed && (
              <Text fontWeight="bold">{resultsScreenTexts.preliminaryResults}</Text>
            )}
            <ReportButtons detail={detail} views={reportsOf(detail)} openBib={numero} />
            {message && <Text whiteSpace="pre-line">{message}</Text>}
          </>
        );
      }}
    </EventScreen>
  );
}
