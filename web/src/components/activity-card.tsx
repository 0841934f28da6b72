// A parsed activity as a card: its summary, where it came from, its laps on demand, and room for
// what the page adds (a reto's 'Aplicable' / 'No Aplicable' and 'Aplicar').
import { Card, Flex } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import type { ParsedActivityView } from '@shared/activities/activity';
import { activityTexts } from '@shared/activities/activity-texts';
import { ActivityLapsToggle } from './activity-laps';
import { ActivitySummaryView } from './activity-summary';

export function activitySourceLabel(activity: Pick<ParsedActivityView, 'source' | 'fileType'>): string {
  return activity.source === 'garmin' || !activity.fileType ? activityTexts.fromGarmin : activityTexts.fromFile(activity.fileType);
}

export function ActivityCard({ activity, children }: { activity: ParsedActivityView; children?: ReactNode }) {
  return (
    <Card variation="outlined" as="article">
      <Flex direction="column" gap="0.5rem">
        <ActivitySummaryView summary={activity.summary} sourceLabel={activitySourceLabel(activity)} />
        {children}
        <ActivityLapsToggle activityId={activity.activityId} lapCount={activity.lapCount} />
      </Flex>
    </Card>
  );
}
