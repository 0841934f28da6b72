// An activity's laps as a table (number, distance, duration, pace, mean heart rate), and the
// 'Ver vueltas' toggle that reads them when opened. Shown to the athlete in /atletas and wherever an
// activity proves a reto.
import { Button, Flex, Loader, Table, TableBody, TableCell, TableHead, TableRow, Text, View } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { ActivityLap, ActivityType } from '@shared/activities/activity';
import { activityDistance, activityDuration, activityPace, speedLabel } from '@shared/activities/activity-format';
import { activityTexts } from '@shared/activities/activity-texts';
import { useActivityDetail } from '@web/lib/activities-api';
import { errorMessage } from '@web/lib/error-message';

export function ActivityLapsTable({ laps, activityType }: { laps: ActivityLap[]; activityType: ActivityType }) {
  // On a phone the five columns are wider than the card: the table scrolls, not the page.
  return (
    <View maxWidth="100%" overflow="auto">
      <Table size="small" variation="striped" caption={activityTexts.laps} highlightOnHover={false}>
        <TableHead>
          <TableRow>
            <TableCell as="th">{activityTexts.lap}</TableCell>
            <TableCell as="th">{activityTexts.distance}</TableCell>
            <TableCell as="th">{activityTexts.duration}</TableCell>
            <TableCell as="th">{speedLabel(activityType)}</TableCell>
            <TableCell as="th">{activityTexts.heartRate}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {laps.map((lap, index) => (
            <TableRow key={lap.startTimeInSeconds}>
              <TableCell>{index + 1}</TableCell>
              <TableCell>{activityDistance(lap.distanceInMeters)}</TableCell>
              <TableCell>{activityDuration(lap.durationInSeconds)}</TableCell>
              <TableCell>{activityPace(lap.distanceInMeters, lap.durationInSeconds, activityType)}</TableCell>
              <TableCell>{lap.averageHeartRateInBeatsPerMinute ? activityTexts.beats(lap.averageHeartRateInBeatsPerMinute) : '--'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </View>
  );
}

function LapsOf({ activityId }: { activityId: string }) {
  const { data, error } = useActivityDetail(activityId, true);
  if (data?.status === 'parsed') return <ActivityLapsTable laps={data.laps} activityType={data.summary.activityType} />;
  if (error) return <Text color="font.error">{errorMessage(error)}</Text>;
  return <Loader aria-label={activityTexts.laps} />;
}

/** 'Ver vueltas' / 'Ocultar vueltas' for a parsed activity with laps; its laps are read when first opened. */
export function ActivityLapsToggle({ activityId, lapCount }: { activityId: string; lapCount: number }) {
  const [open, setOpen] = useState(false);
  if (lapCount === 0) return null;
  return (
    <Flex direction="column" gap="0.5rem">
      <Button size="small" variation="link" alignSelf="flex-start" onClick={() => setOpen(!open)} aria-expanded={open}>
        {open ? activityTexts.hideLaps : `${activityTexts.showLaps} (${lapCount})`}
      </Button>
      {open ? <LapsOf activityId={activityId} /> : null}
    </Flex>
  );
}
