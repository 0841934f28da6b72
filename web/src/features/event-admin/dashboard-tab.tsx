// The Dashboard tab (docs/registration.md §2, §9 Dashboard): the report button, the totals, the
// cash-store and card sections, the charts and the lists, from the figures the API keeps for the
// caller's scope, and the event's tracking links. While they are being recomputed it asks again
// every few seconds.
import { Flex, Grid, Loader, Text } from '@aws-amplify/ui-react';
import { useQuery } from '@tanstack/react-query';
import { momentText } from '@shared/core/moment-text';
import { dashboardTexts as texts } from '@shared/registration/report-texts';
import { errorMessage } from '@web/lib/error-message';
import { PaymentMethodsChart, RegistrationsPerDayChart } from './dashboard-charts';
import { dashboardKey, fetchDashboard } from './dashboard-api';
import { TrackingLinksCard } from './dashboard-links';
import { FieldSummaries, ModalitiesTable, ProductSales, UsersTable } from './dashboard-lists';
import { DashboardPayments } from './dashboard-payments';
import { DashboardTotals } from './dashboard-totals';
import { ReportButton } from './report-button';
import { waitlistAdminTexts } from '@shared/registration/waitlist-texts';

const UPDATING_POLL_MS = 3000;
const FRESH_POLL_MS = 60_000;


export function DashboardTab({ eventId }: { eventId: number }) {
  const query = useQuery({
    queryKey: dashboardKey(eventId),
    queryFn: () => fetchDashboard(eventId),
    refetchInterval: (current) => (current.state.data?.actualizando ? UPDATING_POLL_MS : FRESH_POLL_MS),
  });

  if (query.isPending) return <Loader aria-label={texts.loading} />;
  if (query.isError) return <Text color="font.error">{errorMessage(query.error) || texts.error}</Text>;
  const { dashboard, computedAt, actualizando, propio, listaEspera } = query.data;

  return (
    <Flex direction="column" gap="1rem" data-testid="dashboard-tab">
      <Flex justifyContent="space-between" alignItems="flex-start" wrap="wrap" gap="0.5rem">
        <ReportButton eventId={eventId} tipo={propio ? 3 : 2} />
        <Text fontSize="small" color="font.secondary" role="status">
          {[computedAt ? texts.updatedAt(momentText(computedAt)) : '', actualizando ? texts.updating : ''].filter(Boolean).join(' · ')}
        </Text>
      </Flex>
      {listaEspera && listaEspera.esperando + listaEspera.ofrecidas > 0 && <Text fontWeight="bold">{waitlistAdminTexts.dashboard(listaEspera.esperando, listaEspera.ofrecidas)}</Text>}
      {dashboard === null ? (
        <Text>{texts.computing}</Text>
      ) : (
        <>
          <DashboardTotals totales={dashboard.totales} />
          <DashboardPayments formasPago={dashboard.formasPago} />
          <Grid templateColumns={{ base: '1fr', large: '1fr 1fr' }} gap="1rem">
            <PaymentMethodsChart formasPago={dashboard.formasPago} />
            <RegistrationsPerDayChart porDia={dashboard.porDia} />
          </Grid>
          <ModalitiesTable modalidades={dashboard.modalidades} />
          <UsersTable porUsuario={dashboard.porUsuario} />
          <FieldSummaries campos={dashboard.campos} />
          <ProductSales productos={dashboard.productos} />
        </>
      )}
      <TrackingLinksCard eventId={eventId} />
    </Flex>
  );
}
