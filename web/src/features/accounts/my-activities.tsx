// 'Mis actividades' of /atletas: the upload button (.FIT, .GPX, .TCX) with its progress and
// 'Procesando actividad…', then the athlete's activities newest first (refused files first, with
// their reason), each with its summary, laps and 'Ver análisis' (its page); 'Ver más' reads the next page.
import { Button, Card, Flex, Heading, Link, Loader, Text } from '@aws-amplify/ui-react';
import { Link as RouterLink } from 'react-router-dom';
import type { ActivityView } from '@shared/activities/activity';
import { activityTexts } from '@shared/activities/activity-texts';
import { trainingTexts } from '@shared/activities/training-texts';
import { ActivityCard, activitySourceLabel } from '@web/components/activity-card';
import { UploadButton } from '@web/components/upload-button';
import { errorMessage } from '@web/lib/error-message';
import { useMyActivities } from './my-activities-api';
import { useActivityUpload } from './use-activity-upload';

const ACCEPTED_FILES = '.fit,.gpx,.tcx,.FIT,.GPX,.TCX';
const progressTexts = { uploading: activityTexts.uploading, processing: activityTexts.processing };

function ActivityItem({ activity }: { activity: ActivityView }) {
  if (activity.status === 'parsed') {
    return (
      <ActivityCard activity={activity}>
        {activity.claimedBy ? <Text fontSize="small">{activityTexts.claimed(activity.claimedByName ?? activity.claimedBy)}</Text> : null}
        <Link as={RouterLink} to={`/atletas/actividades/${encodeURIComponent(activity.activityId)}`}>
          {trainingTexts.analysis}
        </Link>
      </ActivityCard>
    );
  }
  return (
    <Card variation="outlined" as="article">
      <Text fontWeight="bold" color="font.error">
        {activityTexts.refused} · {activitySourceLabel(activity)}
      </Text>
      <Text>{activity.reason}</Text>
    </Card>
  );
}

function ActivityList() {
  const { data, error, fetchNextPage, hasNextPage, isFetchingNextPage } = useMyActivities();
  if (error) return <Text color="font.error">{errorMessage(error)}</Text>;
  if (!data) return <Loader />;
  const activities = data.pages.flatMap((page) => page.activities);
  if (activities.length === 0) return <Text>{activityTexts.none}</Text>;
  return (
    <Flex direction="column" gap="0.75rem">
      {activities.map((activity) => (
        <ActivityItem key={activity.activityId} activity={activity} />
      ))}
      {hasNextPage ? (
        <Button alignSelf="center" isLoading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {activityTexts.more}
        </Button>
      ) : null}
    </Flex>
  );
}

export function MyActivities() {
  const { status, upload } = useActivityUpload();
  return (
    <Flex as="section" direction="column" gap="0.75rem" aria-label={activityTexts.title}>
      <Heading level={2} fontSize="xxl">{activityTexts.title}</Heading>
      <Text>{activityTexts.hint}</Text>
      <UploadButton label={activityTexts.upload} accept={ACCEPTED_FILES} status={status} texts={progressTexts} onFile={(file) => void upload(file)} />
      <ActivityList />
    </Flex>
  );
}
