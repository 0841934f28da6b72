// Step 4 'Resultados' of the athlete's reto page (docs/retos.md §2.6, §4, §9), under the stepper's title:
// '(Resultados preliminares)' while the reto is open, the winners' podium once it has ended, the
// Todos / Femenil / Varonil filters, 'Ver mi resultado' and the results table, 100 a page.
import { Button, Flex, Pagination, Text, ToggleButton, ToggleButtonGroup } from '@aws-amplify/ui-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useState } from 'react';
import type { ParticipationView } from '@shared/retos/participation';
import { RESULT_LISTS, retoResultsTexts as texts, type ResultList } from '@shared/retos/reto-results';
import { LoadingView } from '@web/components/loading-view';
import { errorMessage } from '@web/lib/error-message';
import { participationKey } from '../participation-api';
import { MyResultDialog } from './my-result-dialog';
import { RetoPodium } from './reto-podium';
import { RetoResultsTable } from './reto-results-table';
import { fetchRetoResults, retoResultsKey } from './results-api';

const PodiumPending = () => (
  <Text fontSize="small" color="font.secondary">
    {texts.podiumPending}
  </Text>
);

interface RetoResultsStepProps {
  eventId: string;
  participation: ParticipationView;
}

export function RetoResultsStep({ eventId, participation }: RetoResultsStepProps) {
  const [list, setList] = useState<ResultList>('all');
  const [page, setPage] = useState(1);
  const [mine, setMine] = useState(false);
  const queryClient = useQueryClient();
  const closeMine = useCallback(() => setMine(false), []);
  const results = useQuery({ queryKey: retoResultsKey(eventId, list, page), queryFn: () => fetchRetoResults(eventId, list, page), placeholderData: keepPreviousData });
  // The table (up to 100 rows) is drawn from a deferred copy: React builds it in short slices, so a
  // phone's main thread is not held while it does (docs/architecture.md, "First views").
  const data = useDeferredValue(results.data);

  function openMine() {
    setMine(true);
    // The positions are recomputed after the page read them: the page reads them again.
    void queryClient.invalidateQueries({ queryKey: participationKey(eventId) });
  }

  function choose(value: string | undefined) {
    if (!value) return;
    setList(value as ResultList);
    setPage(1);
  }

  return (
    <Flex as="section" direction="column" gap="1rem" aria-label={texts.title}>
      {data?.preliminary && <Text fontWeight="bold">{texts.preliminary}</Text>}
      {data?.podium && <RetoPodium podium={data.podium} />}
      {data && !data.podium && <PodiumPending />}
      {/* While the first page loads, an open reto's two lines hold their place unseen, so the filters do not move when they show. */}
      {!data && !results.error && (
        <Flex direction="column" gap="1rem" style={{ visibility: 'hidden' }}>
          <Text fontWeight="bold">{texts.preliminary}</Text>
          <PodiumPending />
        </Flex>
      )}
      <Flex justifyContent="space-between" alignItems="center" gap="0.75rem" wrap="wrap">
        <ToggleButtonGroup value={list} isExclusive isSelectionRequired size="small" onChange={(value) => choose(value as string | undefined)}>
          {RESULT_LISTS.map((each) => (
            <ToggleButton key={each} value={each}>
              {texts.filters[each]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button size="small" variation="primary" onClick={openMine}>
          {texts.myResult}
        </Button>
      </Flex>
      {results.error && <Text color="font.error">{errorMessage(results.error)}</Text>}
      {!data && !results.error && <LoadingView />}
      {data && data.rows.length === 0 && <Text>{texts.none}</Text>}
      {data && data.rows.length > 0 && <RetoResultsTable list={list} rows={data.rows} ownRaceNumber={participation.raceNumber} />}
      {data && data.pages > 1 && (
        <Flex direction="column" alignItems="center" gap="0.25rem">
          <Pagination
            currentPage={page}
            totalPages={data.pages}
            onNext={() => setPage(page + 1)}
            onPrevious={() => setPage(page - 1)}
            onChange={(next) => setPage(next ?? 1)}
            previousLabel={texts.previous}
            nextLabel={texts.next}
          />
          <Text fontSize="small">{texts.page(page, data.pages)}</Text>
        </Flex>
      )}
      {mine && <MyResultDialog participation={participation} onClose={closeMine} />}
    </Flex>
  );
}
