// The athlete detail dialog (docs/results.md §2 screen 7): result card, finish video, photos, splits, the
// comparison chart and statistics; during a live race also the athlete's projections and 'Seguir en
// vivo'. The overall and category leaders come from the first page of the same standings the reports
// read, so opening a detail costs at most two cached fetches (and the live state, once, off the live page).
import { useQuery } from '@tanstack/react-query';
import { categoryGroup } from '@shared/results/categories';
import { resultsScreenTexts } from '@shared/results/results-texts';
import { statusConfig } from '@shared/results/result-status';
import type { ResultRow } from '@shared/results/result-row';
import { CertificateButton } from '@web/components/certificate-button';
import type { EventDetail } from '@web/lib/event-detail';
import { AthleteChart } from './athlete-chart';
import { AthleteStats } from './athlete-stats';
import type { ChartSeries } from './chart-geometry';
import { courseSplits } from './course-splits';
import { FinishVideo } from './finish-video';
import { FollowButton } from './follow-button';
import { FullScreenDialog } from './full-screen-dialog';
import { PhotoCarousel } from './photo-carousel';
import { ProjectionLines } from './projection-lines';
import { queryFallback } from './query-fallback';
import { ResultCard } from './result-card';
import { athleteKey, fetchAthlete, type AthleteDetail } from './results-api';
import { SplitsTable } from './splits-table';
import { useStandings } from './use-standings';
import { EVENT_STATUS } from '@shared/results/event-status';
import { useAthleteFollow } from './use-athlete-follow';
import { useLiveState } from './use-live-feed';

const chartColors = { athlete: '#e8630a', categoryWinner: '#2d5f8b', overallWinner: '#6b6b6b' };

function AthleteDetailBody({ detail, athlete }: { detail: EventDetail; athlete: AthleteDetail }) {
  const { event, sections } = detail;
  const { row, photos, grade } = athlete;
  const eventId = event.iDEvento;
  const live = event.eventoDisponible === EVENT_STATUS.live;
  const liveState = useLiveState(eventId, live);
  const modality = sections.modalidades.find((m) => m.codigoModalidad === row.codMod);
  const general = useStandings(eventId, { modalidad: row.codMod, view: 'general', group: '' });
  const category = useStandings(eventId, { modalidad: row.codMod, view: 'categoria', group: categoryGroup(row.gen, row.codCat) });

  const splitsOf = (runner: ResultRow) => courseSplits(runner, sections.puntosControl, modality);
  const ownSplits = splitsOf(row);
  const series: ChartSeries[] = [{ label: resultsScreenTexts.chartSeries.athlete, color: chartColors.athlete, splits: ownSplits }];
  const leaders = [
    { runner: category.rows[0], label: resultsScreenTexts.chartSeries.categoryWinner, color: chartColors.categoryWinner },
    { runner: general.rows[0], label: resultsScreenTexts.chartSeries.overallWinner, color: chartColors.overallWinner },
  ];
  for (const { runner, label, color } of leaders) {
    if (runner && runner.num !== row.num) series.push({ label, color, splits: splitsOf(runner) });
  }

  return (
    <>
      <ResultCard row={row} config={statusConfig(event, sections.timingConfig)} />
      {live && <ProjectionLines row={row} detail={detail} profiles={liveState.data?.profiles} />}
      {live && <FollowButton eventId={eventId} bib={row.num} />}
      <CertificateButton event={event} timingConfig={sections.timingConfig} row={row} />
      <FinishVideo timingConfig={sections.timingConfig} fhm={row.fhm} zone={event.zonaHoraria} />
      <PhotoCarousel eventId={eventId} photos={photos} />
      <SplitsTable splits={ownSplits} />
      <AthleteChart series={series} />
      <AthleteStats
        row={row}
        distanceKm={modality?.kilometro ?? 0}
        finishers={general.total ?? 0}
        categoryFinishers={category.total ?? 0}
        grade={grade}
      />
    </>
  );
}

interface AthleteDialogProps {
  detail: EventDetail;
  bib: string;
  onClose: () => void;
}

export function AthleteDialog({ detail, bib, onClose }: AthleteDialogProps) {
  const eventId = detail.event.iDEvento;
  const query = useQuery({ queryKey: athleteKey(eventId, bib), queryFn: () => fetchAthlete(eventId, bib) });
  useAthleteFollow(eventId, bib, detail.event.eventoDisponible === EVENT_STATUS.live);
  return (
    <FullScreenDialog title={query.data?.row.nombre ?? bib} onClose={onClose}>
      {query.data ? <AthleteDetailBody detail={detail} athlete={query.data} /> : queryFallback(query, false)}
    </FullScreenDialog>
  );
}
