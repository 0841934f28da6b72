// 'Atletas que sigues' on the live page (docs/results.md "Projected finish and next checkpoint"): each
// followed athlete's last pass and, while on course, the projected next point and finish, updated at
// each of their reads; a finish or a verdict instead once there is one. A name opens the detail.
import { Button, Card, Flex, Grid, Heading, Text } from '@aws-amplify/ui-react';
import { useCallback, useState } from 'react';
import { passPointName } from '@shared/results/checkpoints';
import { compareText } from '@shared/results/ranking';
import type { PaceProfiles } from '@shared/results/pace-profile';
import type { ResultRow } from '@shared/results/result-row';
import { resultStatus, statusConfig } from '@shared/results/result-status';
import { resultsScreenTexts } from '@shared/results/results-texts';
import type { EventDetail } from '@web/lib/event-detail';
import { AthleteDialog } from './athlete-dialog';
import { toggleFollowed, useFollowedBibs } from './followed-athletes';
import { ProjectionLines } from './projection-lines';
import { PushBell } from './push-bell';
import { queryFallback } from './query-fallback';
import { useFollowedAthletes } from './use-followed-athletes';

/** What the athlete did last: their finish, a verdict, their newest pass, or that they have none yet. */
function LastNews({ row, detail }: { row: ResultRow; detail: EventDetail }) {
  const { event, sections } = detail;
  const { status, text } = resultStatus(row, statusConfig(event, sections.timingConfig));
  if (status === 'finished') return <Text>{resultsScreenTexts.finishedIn(row.to)}</Text>;
  if (status !== 'onCourse') return <Text role="status">{text}</Text>;
  const newest = [...row.parciales].sort((a, b) => compareText(b.fechaHoraPunto, a.fechaHoraPunto))[0];
  if (!newest) return <Text color="font.secondary">{resultsScreenTexts.noPassYet}</Text>;
  const point = passPointName(sections.puntosControl, { codMod: row.codMod, kpc: newest.kpc }, resultsScreenTexts.finish);
  return <Text>{resultsScreenTexts.lastPass(point, newest.tkpc)}</Text>;
}

interface FollowedCardProps {
  detail: EventDetail;
  row: ResultRow;
  profiles: PaceProfiles;
  onOpen: (bib: string) => void;
}

function UnfollowButton({ eventId, bib }: { eventId: number; bib: string }) {
  return (
    <Button size="small" alignSelf="flex-start" onClick={() => toggleFollowed(eventId, bib)}>
      {resultsScreenTexts.unfollow}
    </Button>
  );
}

function FollowedCard({ detail, row, profiles, onOpen }: FollowedCardProps) {
  return (
    <Card variation="outlined">
      <Flex direction="column" gap="0.5rem">
        <Button variation="link" padding="0" justifyContent="flex-start" textAlign="start" onClick={() => onOpen(row.num)}>
          {row.nombre}
        </Button>
        <Text fontSize="small" color="font.secondary">
          {resultsScreenTexts.followedAthlete(row.num, row.mod)}
        </Text>
        <LastNews row={row} detail={detail} />
        <ProjectionLines row={row} detail={detail} profiles={profiles} />
        <Flex gap="0.5rem" wrap="wrap" alignItems="flex-start">
          <PushBell eventId={detail.event.iDEvento} bib={row.num} name={row.nombre} />
          <UnfollowButton eventId={detail.event.iDEvento} bib={row.num} />
        </Flex>
      </Flex>
    </Card>
  );
}

export function FollowedList({ detail, profiles }: { detail: EventDetail; profiles: PaceProfiles }) {
  const eventId = detail.event.iDEvento;
  const bibs = useFollowedBibs(eventId);
  const athletes = useFollowedAthletes(eventId, bibs);
  const [opened, setOpened] = useState<string | null>(null);
  const close = useCallback(() => setOpened(null), []);

  return (
    <section aria-label={resultsScreenTexts.followedTitle}>
      <Heading level={2} fontSize="large" marginBottom="0.75rem">
        {resultsScreenTexts.followedTitle}
      </Heading>
      {bibs.length === 0 ? (
        <Text color="font.secondary">{resultsScreenTexts.followedHint}</Text>
      ) : (
        <Grid templateColumns="repeat(auto-fill, minmax(min(100%, 18rem), 1fr))" gap="0.75rem">
          {athletes.map((query, index) =>
            query.data ? (
              <FollowedCard key={bibs[index]} detail={detail} row={query.data.row} profiles={profiles} onOpen={setOpened} />
            ) : (
              // A bib the event no longer has says so, and can still be let go.
              <Card key={bibs[index]} variation="outlined">
                <Flex direction="column" gap="0.5rem">
                  {queryFallback(query, false)}
                  {query.isError && <UnfollowButton eventId={eventId} bib={bibs[index]!} />}
                </Flex>
              </Card>
            ),
          )}
        </Grid>
      )}
      {opened !== null && <AthleteDialog detail={detail} bib={opened} onClose={close} />}
    </section>
  );
}
