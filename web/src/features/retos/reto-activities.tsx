// Step 2's activity method (docs/retos.md §5 Wearable activity applicability, docs/platform.md §7): the athlete's activities
// since the reto started; 'Aplicar' makes one the evidence and its duration the finish time, one that
// falls short shows 'No Aplicable'. Files are uploaded on the athlete's profile (/atletas).
import { Badge, Button, Card, Flex, Text } from '@aws-amplify/ui-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { activityTexts, activityTypeLabels } from '@shared/activities/activity-texts';
import type { RetoActivities } from '@shared/activities/activity';
import { momentText } from '@shared/core/moment-text';
import { athleteRetoTexts as texts } from '@shared/retos/athlete-reto-texts';
import { formatTime, timeParts } from '@shared/retos/participation';
import { LoadingView } from '@web/components/loading-view';
import { RouterTextLink } from '@web/components/router-button';
import { errorMessage } from '@web/lib/error-message';
import { useToast } from '@web/lib/toasts';
import { applyActivity, fetchRetoActivities, retoActivitiesKey } from './participation-api';
import type { RegisteredStepProps } from './reto-step-props';
import { useSingleSend } from './use-single-send';

type RetoActivity = RetoActivities['activities'][number];

const startText = (seconds: number) => momentText(seconds * 1000);
const kilometres = (metres: number) => (metres / 1000).toFixed(2);

export function RetoActivitiesList({ reto, participation, onParticipation }: RegisteredStepProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const activities = useQuery({ queryKey: retoActivitiesKey(reto.eventID), queryFn: () => fetchRetoActivities(reto.eventID) });
  const apply = useSingleSend({
    mutationFn: (activityId: string) => applyActivity(reto.eventID, activityId),
    onSuccess: async (updated) => {
      onParticipation(updated);
      toast(texts.activityApplied);
      await queryClient.invalidateQueries({ queryKey: retoActivitiesKey(reto.eventID) });
    },
    onError: (error) => toast(errorMessage(error)),
  });

  function action(activity: RetoActivity) {
    if (participation.activityId === activity.activityId) return <Badge variation="success">{texts.applied}</Badge>;
    if (!activity.applicable) return <Text color="font.error">{activityTexts.notApplicable}</Text>;
    if (activity.claimedBy && activity.claimedBy !== reto.eventID) return <Text color="font.secondary">{activityTexts.claimed(activity.claimedByName ?? activity.claimedBy)}</Text>;
    return (
      <Button size="small" variation="primary" isLoading={apply.isPending && apply.variables === activity.activityId} onClick={() => apply.send(activity.activityId)}>
        {texts.apply}
      </Button>
    );
  }

  return (
    <Flex direction="column" gap="0.75rem">
      {activities.error && <Text color="font.error">{errorMessage(activities.error)}</Text>}
      {!activities.data && !activities.error && <LoadingView />}
      {activities.data?.activities.length === 0 && <Text>{texts.activitiesNone}</Text>}
      {activities.data?.activities.map((activity) => (
        <Card key={activity.activityId} variation="outlined" padding="0.75rem">
          <Flex justifyContent="space-between" alignItems="center" gap="0.75rem" wrap="wrap">
            <Flex direction="column" gap="0.125rem">
              <Text fontWeight="bold">{activityTypeLabels[activity.summary.activityType]}</Text>
              <Text fontSize="small">
                {texts.activityLine(startText(activity.summary.startTimeInSeconds), kilometres(activity.summary.distanceInMeters), formatTime(timeParts(activity.summary.durationInSeconds)))}
              </Text>
            </Flex>
            {action(activity)}
          </Flex>
        </Card>
      ))}
      <Text fontSize="small" color="font.secondary">
        {texts.activitiesHint} <RouterTextLink to="/atletas">{texts.activitiesLink}</RouterTextLink>
      </Text>
    </Flex>
  );
}
