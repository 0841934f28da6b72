// The buttons of an event's results (docs/results.md §2 screens 4 and 5) and the full-screen report, search or
// athlete detail each one opens; a row in a report or the search opens the athlete over it.
import { Button, Flex } from '@aws-amplify/ui-react';
import { useCallback, useState } from 'react';
import { gradedDistance } from '@shared/results/graded-distance';
import { resultsScreenTexts } from '@shared/results/results-texts';
import { EVENT_STATUS } from '@shared/results/event-status';
import type { StandingsView } from '@shared/results/result-row';
import type { EventDetail } from '@web/lib/event-detail';
import { AthleteDialog } from './athlete-dialog';
import { FullScreenDialog } from './full-screen-dialog';
import { reportTitles, ResultsReport } from './results-report';
import { SearchDialog } from './search-dialog';

type Opened = StandingsView | 'search' | null;

interface ReportButtonsProps {
  detail: EventDetail;
  /** The reports offered, in the order their buttons show. */
  views: StandingsView[];
  /** The athlete whose detail opens first (an athlete's result link). */
  openBib?: string;
}

export function ReportButtons({ detail, views, openBib }: ReportButtonsProps) {
  const [opened, setOpened] = useState<Opened>(null);
  const [bib, setBib] = useState<string | null>(openBib ?? null);
  const closeReport = useCallback(() => setOpened(null), []);
  const closeAthlete = useCallback(() => setBib(null), []);
  const { event, sections } = detail;
  const preliminary = event.eventoDisponible !== EVENT_STATUS.closed ? resultsScreenTexts.preliminaryResults : undefined;

  return (
    <>
      <Flex gap="0.75rem" wrap="wrap">
        <Button variation="primary" onClick={() => setOpened('search')}>
          {resultsScreenTexts.searchButton}
        </Button>
        {views.map((view) => (
          <Button key={view} onClick={() => setOpened(view)}>
            {reportTitles[view]}
          </Button>
        ))}
      </Flex>
      {opened === 'search' && (
        <SearchDialog eventId={event.iDEvento} modalidades={sections.modalidades} onClose={closeReport} onSelect={setBib} />
      )}
      {opened !== null && opened !== 'search' && (
        <FullScreenDialog title={reportTitles[opened]} subtitle={preliminary} onClose={closeReport}>
          <ResultsReport
            eventId={event.iDEvento}
            modalidades={sections.modalidades}
            view={opened}
            teams={{ config: sections.timingConfig.equipos, byTime: event.eventType === 'byTime' }}
            gradedKm={(modality) => gradedDistance(modality, sections.puntosControl, event.eventType)}
            onSelect={setBib}
          />
        </FullScreenDialog>
      )}
      {bib !== null && <AthleteDialog detail={detail} bib={bib} onClose={closeAthlete} />}
    </>
  );
}
