// One activity's summary (docs/retos.md §3 garminActivitySummary): its type, start and source, and
// its figures (distance in km, duration HH:MM:SS, pace or speed in its sport's unit, calories, mean heart rate). Used in
// /atletas 'Mis actividades' and wherever an activity is shown as a reto's evidence.
import { Flex, Text } from '@aws-amplify/ui-react';
import type { ActivitySummary } from '@shared/activities/activity';
import { activityFigures, activityStart } from '@shared/activities/activity-format';
import { activityTypeLabels } from '@shared/activities/activity-texts';
import { FigureList } from './figure-list';

interface ActivitySummaryViewProps {
  summary: ActivitySummary;
  /** Where it came from, e.g. 'Garmin' or 'Archivo .GPX'. */
  sourceLabel?: string;
}

export function ActivitySummaryView({ summary, sourceLabel }: ActivitySummaryViewProps) {
  return (
    <Flex direction="column" gap="0.5rem">
      <Text fontWeight="bold">
        {activityTypeLabels[summary.activityType]} · {activityStart(summary.startTimeInSeconds)}
        {sourceLabel ? <Text as="span" fontWeight="normal" color="font.tertiary"> · {sourceLabel}</Text> : null}
      </Text>
      <FigureList figures={activityFigures(summary)} />
    </Flex>
  );
}
