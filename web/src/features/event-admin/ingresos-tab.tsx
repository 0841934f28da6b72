// The Ingresos tab (docs/registration.md §2, §4 List filter, §5 Search, §9 Lists): the header by profile (the
// list's total and how many are shown), the filter, 'Nombre o Número', the table of the newest 50 and
// 'Mostrar registros anteriores' for 200 more; a row's 'Ver' or name opens the registrant's detail. The reports the profile may download sit above it.
import { Button, Flex, SearchField, SelectField, Text } from '@aws-amplify/ui-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { MyEventAccess } from '@shared/registration/admin-permissions';
import { adminTexts } from '@shared/registration/admin-texts';
import { REGISTRANT_FILTERS, type RegistrantFilter } from '@shared/registration/registrant-admin-api';
import { parseRegistrantQuery } from '@shared/registration/registrant-search';
import type { EventSummary } from '@shared/results/event-schemas';
import { LoadingView } from '@web/components/loading-view';
import { errorMessage } from '@web/lib/error-message';
import { useEventDetail } from '@web/lib/event-detail';
import { adminConfigKey, fetchRegistrants, fetchRegistryConfig, registrantsKey } from './admin-api';
import { IngresosHeader } from './ingresos-header';
import { IngresosTable } from './ingresos-table';
import { RegistrantDialog } from './registrant-dialog';
import { ReportButton } from './report-button';
import { useLiveRegistrants } from './use-live-registrants';

export function IngresosTab({ eventId, access, event }: { eventId: number; access: MyEventAccess; event: EventSummary }) {
  const [filtro, setFiltro] = useState<RegistrantFilter>(1);
  const [text, setText] = useState('');
  const typed = useDeferredValue(text.trim());
  const q = parseRegistrantQuery(typed) ? typed : '';
  const [open, setOpen] = useState<string | null>(null);
  const config = useQuery({ queryKey: adminConfigKey(eventId), queryFn: () => fetchRegistryConfig(eventId) });
  const modalidades = useEventDetail(eventId).data?.sections.modalidades;
  const pages = useInfiniteQuery({
    queryKey: [...registrantsKey(eventId), filtro, q],
    queryFn: ({ pageParam }) => fetchRegistrants(eventId, filtro, q, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.antes,
    // Opening the tab shows the list as it is now; while it is open, the live notices keep it so.
    refetchOnMount: 'always',
  });
  useLiveRegistrants(eventId);

  const rows = pages.data?.pages.flatMap((page) => page.registrants) ?? [];
  const usuarios = Object.assign({}, ...(pages.data?.pages.map((page) => page.usuarios) ?? [])) as Record<string, string>;
  const own = !access.actions.includes('listAll');
  const truncated = pages.data?.pages.some((page) => page.truncado) ?? false;

  return (
    <Flex direction="column" gap="1rem">
      {pages.data && <IngresosHeader eventId={eventId} filtro={filtro} shown={rows.length} own={own} />}
      <Flex wrap="wrap" gap="1rem" alignItems="flex-start">
        {access.actions.includes('fullReports') && <ReportButton eventId={eventId} tipo={1} />}
        {access.actions.includes('fullReports') && <ReportButton eventId={eventId} tipo={2} />}
        {access.actions.includes('incomeReport') && <ReportButton eventId={eventId} tipo={3} />}
      </Flex>
      <Flex wrap="wrap" gap="1rem" alignItems="flex-end">
        <SelectField label={adminTexts.filterLabel} value={String(filtro)} onChange={(change) => setFiltro(Number(change.target.value) as RegistrantFilter)} isDisabled={q !== ''}>
          {REGISTRANT_FILTERS.map((value) => (
            <option key={value} value={value}>
              {adminTexts.filters[value]}
            </option>
          ))}
        </SelectField>
        <SearchField
          label={adminTexts.searchLabel}
          placeholder={adminTexts.searchLabel}
          descriptiveText={adminTexts.searchHint}
          value={text}
          maxLength={100}
          onChange={(change) => setText(change.target.value)}
          onClear={() => setText('')}
          flex="1 1 16rem"
        />
      </Flex>
      {pages.error || config.error ? (
        <Text color="font.error">{errorMessage(pages.error ?? config.error)}</Text>
      ) : !pages.data || !config.data || !modalidades ? (
        <LoadingView />
      ) : rows.length === 0 ? (
        <Text>{q ? adminTexts.noMatches : adminTexts.noRegistrants}</Text>
      ) : (
        <IngresosTable rows={rows} usuarios={usuarios} config={config.data} modalidades={modalidades} event={event} access={access.access} onOpen={setOpen} />
      )}
      {truncated && <Text>{adminTexts.moreMatches(rows.length)}</Text>}
      {pages.hasNextPage && (
        // Not while the list is read again: the next page would cancel that reading, or be lost to it.
        <Button alignSelf="flex-start" isLoading={pages.isFetching} onClick={() => void pages.fetchNextPage()}>
          {adminTexts.showEarlier}
        </Button>
      )}
      {open && config.data && <RegistrantDialog eventId={eventId} registroId={open} access={access} config={config.data} onClose={() => setOpen(null)} onOpen={setOpen} />}
    </Flex>
  );
}
