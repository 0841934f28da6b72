// One event list (docs/results.md §2 screens 1–3): 20 events per page, 20 more per click where the spec offers it.
import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { resultsScreenTexts } from '@shared/results/results-texts';
import type { EventSummary } from '@shared/results/event-schemas';
import { publicEventApi } from '@shared/results/public-event-api';
import { LoadingView } from '@web/components/loading-view';
import { Page } from '@web/components/page';
import { errorMessage } from '@web/lib/error-message';
import { documentAnswer } from '@web/lib/page-data';
import { type EventListPage, fetchEventList, type EventListName } from './results-api';

interface EventListProps {
  title: string;
  list: EventListName;
  /** The spec's 'Mostar más eventos anteriores' button, on the live and previous lists. */
  loadsMore: boolean;
  renderCard: (event: EventSummary) => ReactNode;
}

export function EventList({ title, list, loadsMore, renderCard }: EventListProps) {
  const query = useInfiniteQuery({
    queryKey: ['events', list],
    queryFn: ({ pageParam }) => fetchEventList(list, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    // The page's document carries the list's first page (docs/sites.md 'Documents').
    initialData: () => {
      const first = documentAnswer<EventListPage>(publicEventApi.list(list))?.data;
      return first && { pages: [first], pageParams: [undefined] };
    },
    initialDataUpdatedAt: () => documentAnswer(publicEventApi.list(list))?.updatedAt,
  });
  const events = query.data?.pages.flatMap((page) => page.events) ?? [];

  return (
    <Page title={title}>
      {query.isPending && <LoadingView />}
      {query.isError && <Text role="alert">{errorMessage(query.error)}</Text>}
      {query.isSuccess && events.length === 0 && <Text>{resultsScreenTexts.noEvents}</Text>}
      <Flex direction="column" gap="1rem">
        {events.map((event) => (
          <div key={event.iDEvento}>{renderCard(event)}</div>
        ))}
      </Flex>
      {loadsMore && query.hasNextPage && (
        <Button alignSelf="center" isLoading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {resultsScreenTexts.moreEvents}
        </Button>
      )}
    </Page>
  );
}
