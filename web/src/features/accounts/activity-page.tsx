// /atletas/actividades/{activityId}, 'Análisis de la actividad' (docs/activities.md 'Training
// analysis'): the activity's summary with its speed in its sport's unit, its training figures
// (power, normalized power, best 20 minutes, IF and TSS from the athlete's FTP, peak heart rate),
// the power and heart-rate chart, the time in zones and the laps.
import { Link, Text } from '@aws-amplify/ui-react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { ActivityDetail } from '@shared/activities/activity';
import { trainingFigureList } from '@shared/activities/training-format';
import { trainingTexts } from '@shared/activities/training-texts';
import type { TrainingFigures } from '@shared/activities/training-figures';
import { activitySourceLabel } from '@web/components/activity-card';
import { ActivityLapsTable } from '@web/components/activity-laps';
import { ActivitySummaryView } from '@web/components/activity-summary';
import { FigureList } from '@web/components/figure-list';
import { LoadingView } from '@web/components/loading-view';
import { Page } from '@web/components/page';
import { SignInPrompt } from '@web/components/sign-in-prompt';
import { useActivityDetail } from '@web/lib/activities-api';
import { useAuth } from '@web/lib/auth-session';
import { errorMessage } from '@web/lib/error-message';
import { PowerHeartRateChart, ZonesChart } from './training-charts';

function Training({ figures }: { figures: TrainingFigures }) {
  return (
    <>
      <FigureList figures={trainingFigureList(figures)} />
      {figures.power && figures.power.trainingStressScore === undefined ? <Text fontSize="small">{trainingTexts.noFtp}</Text> : null}
      {figures.series.length > 0 ? <PowerHeartRateChart series={figures.series} /> : null}
      {figures.powerZones ? <ZonesChart title={trainingTexts.powerZonesChart} zones={figures.powerZones} unit="W" kind="power" /> : null}
      {figures.heartRateZones ? <ZonesChart title={trainingTexts.heartRateZonesChart} zones={figures.heartRateZones} unit="ppm" kind="heartRate" /> : null}
    </>
  );
}

function ActivityAnalysis({ activity }: { activity: ActivityDetail }) {
  if (activity.status !== 'parsed') return <Text>{activity.reason}</Text>;
  return (
    <>
      <ActivitySummaryView summary={activity.summary} sourceLabel={activitySourceLabel(activity)} />
      {activity.training ? <Training figures={activity.training} /> : <Text>{trainingTexts.noSamples}</Text>}
      {activity.laps.length > 0 ? <ActivityLapsTable laps={activity.laps} activityType={activity.summary.activityType} /> : null}
    </>
  );
}

function ActivityContent({ activityId }: { activityId: string }) {
  const { state } = useAuth();
  const { data, error } = useActivityDetail(activityId, state.status === 'signedIn');
  if (state.status === 'signedOut') return <SignInPrompt />;
  if (data) return <ActivityAnalysis activity={data} />;
  if (error) return <Text color="font.error">{errorMessage(error)}</Text>;
  return <LoadingView />;
}

export function ActivityPage() {
  const { activityId = '' } = useParams();
  return (
    <Page title={trainingTexts.pageTitle}>
      <Link as={RouterLink} to="/atletas/">
        {trainingTexts.back}
      </Link>
      <ActivityContent activityId={activityId} />
    </Page>
  );
}
