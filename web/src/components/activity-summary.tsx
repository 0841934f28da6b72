// One activity's summary (docs/retos.md §3 garminActivitySummary): its type, start and source, and
// its figures (distance in km, duration HH:MM:SS, pace or speed in its sport's unit, calories, mean heart rate). Used in
// /atletas 'Mis actividades' and wherever an activity is shown as a reto's evidence.
import { Flex, Text, View } from '@aws-amplify/ui-react';
import type { ActivitySummary } from '@shared/activities/activity';
import { activityFigures, activityStart } from '@shared/activities/activity-format';
import { activityTypeLabels } from '@shared/activities/activity-texts';

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
      <Flex as="dl" wrap="wrap" gap="0.5rem 1.5rem" margin="0">
        {activityFigures(summary).map(({ label, value }) => (
          <View key={label}>
            <Text as="dt" fontSize="small" color="font.tertiary">{label}</Text>
            <Text as="dd" margin="0" fontWeight="semibold">{value}</Text>
          </View>
        ))}
      </Flex>
    </Flex>
  );
}
