// What a panel shows instead of its data: 'Cargando' while it loads, the Spanish error if it failed,
// 'Sin resultados' when there is nothing.
import { Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { resultsScreenTexts } from '@shared/results/results-texts';
import { LoadingView } from '@web/components/loading-view';
import { errorMessage } from '@web/lib/error-message';

interface QueryStatus {
  data: unknown;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/** A failed refetch or next page keeps what was already shown. */
export function queryFallback(query: QueryStatus, empty: boolean): ReactNode | null {
  if (query.isError && query.data === undefined) return <Text role="alert">{errorMessage(query.error)}</Text>;
  if (query.isPending) return <LoadingView />;
  if (empty) return <Text>{resultsScreenTexts.noResults}</Text>;
  return null;
}
