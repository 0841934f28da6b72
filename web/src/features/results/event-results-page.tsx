// /resultados/evento_{id} and /eventos-anteriores/evento_{id} (docs/results.md §2 screen 4): the event card,
// the search and the four reports (five with the team report, when the event publishes it), and the
// organizer's first timing message; /resultados/evento_{id}/{bib}, an athlete's shared result, opens
// that athlete's detail over them.
import { Text } from '@aws-amplify/ui-react';
import { useParams } from 'react-router-dom';
import { resultsScreenTexts } from '@shared/results/results-texts';
import { EVENT_STATUS } from '@shared/results/event-status';
import type { StandingsView } from '@shared/results/result-row';
import { EventCard } from '@web/components/event-card';
import { EventScreen } from './event-screen';
import { ReportButtons } from './report-buttons';

const REPORTS: StandingsView[] = ['ganadores', 'categoria', 'genero', 'general'];
const WITH_TEAMS: StandingsView[] = [...REPORTS, 'equipos'];

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
            <ReportButtons detail={detail} views={detail.sections.timingConfig.equipos.activo ? WITH_TEAMS : REPORTS} openBib={numero} />
            {message && <Text whiteSpace="pre-line">{message}</Text>}
          </>
        );
      }}
    </EventScreen>
  );
}
