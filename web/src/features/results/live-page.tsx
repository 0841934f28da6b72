// /live/evento_{id} (docs/results.md §2 screen 5): the event marked '(PRELIMINARES)', the search and the
// preliminary winners, the finisher count, the athletes the visitor follows with their projections and
// the live checkpoint table, kept current over the WebSocket.
import { Flex, Text } from '@aws-amplify/ui-react';
import { resultsScreenTexts } from '@shared/results/results-texts';
import type { EventDetail } from '@web/lib/event-detail';
import { EventCard } from '@web/components/event-card';
import { EventScreen } from './event-screen';
import { FollowedList } from './followed-list';
import { LivePassesTable } from './live-passes-table';
import { queryFallback } from './query-fallback';
import { ReportButtons } from './report-buttons';
import { useLiveFeed } from './use-live-feed';

function LiveResults({ detail }: { detail: EventDetail }) {
  const { snapshot, status } = useLiveFeed(detail.event.iDEvento);
  const live = snapshot.data;
  return (
    <>
      <EventCard event={detail.event} badge={resultsScreenTexts.preliminaryCard} headingLevel={1} />
      {status === 'reconnecting' && (
        <Text role="status" color="font.warning">
          {resultsScreenTexts.reconnecting}
        </Text>
      )}
      <ReportButtons detail={detail} views={['ganadores']} />
      {live ? (
        <>
          <Flex direction="column" alignItems="center" gap="0">
            <Text fontSize="4rem" fontWeight="bold" lineHeight="1">
              {live.finishers}
            </Text>
            <Text fontSize="large">
              {resultsScreenTexts.finishersOf(live.participants)}
            </Text>
          </Flex>
          <FollowedList detail={detail} profiles={live.profiles} />
          <LivePassesTable detail={detail} seq={live.seq} passes={live.passes} finishers={live.finishers} participants={live.participants} />
        </>
      ) : (
        queryFallback(snapshot, false)
      )}
    </>
  );
}

export function LivePage() {
  return <EventScreen>{(detail) => <LiveResults detail={detail} />}</EventScreen>;
}
