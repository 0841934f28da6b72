// The Dashboard's 'Ligas de seguimiento': each link's visits, registrations and paid ones (the
// registrations counted with the Dashboard's figures, so a minute behind at most), and the builder
// of a new link to share.
import { Flex, Text } from '@aws-amplify/ui-react';
import { useQuery } from '@tanstack/react-query';
import { trackingLinkTexts as texts } from '@shared/registration/tracking-link-texts';
import type { TrackingLinkRow } from '@shared/registration/tracking-links';
import { errorMessage } from '@web/lib/error-message';
import { fetchTrackingLinks, trackingLinksKey } from './dashboard-api';
import { DashboardTable } from './dashboard-table';
import { countText } from './reports-format';
import { TrackingLinkBuilder } from './tracking-link-builder';

const UPDATING_POLL_MS = 3000;
const FRESH_POLL_MS = 60_000;

const cellsOf = (row: TrackingLinkRow, name: string) => [name, countText(row.visitas), countText(row.registros), countText(row.pagados)];

export function TrackingLinksCard({ eventId }: { eventId: number }) {
  const query = useQuery({
    queryKey: trackingLinksKey(eventId),
    queryFn: () => fetchTrackingLinks(eventId),
    refetchInterval: (current) => (current.state.data?.actualizando ? UPDATING_POLL_MS : FRESH_POLL_MS),
  });
  if (query.isError) return <Text color="font.error">{errorMessage(query.error)}</Text>;
  if (!query.data) return null;
  const { ligas, otras, destino } = query.data;
  const rows = [...ligas.map((row) => ({ key: row.tkl, cells: cellsOf(row, row.tkl) })), ...(otras ? [{ key: otras.tkl, cells: cellsOf(otras, texts.otras) }] : [])];
  const { columns } = texts;
  return (
    <Flex direction="column" gap="0.5rem" data-testid="tracking-links">
      <DashboardTable title={texts.title} columns={[columns.liga, columns.visitas, columns.inscritos, columns.pagados]} rows={rows} />
      <TrackingLinkBuilder eventId={eventId} destino={destino} />
    </Flex>
  );
}
