// The Ingresos header (docs/registrant-admin.md, Lists at 50,000 registrants): how many registrants the
// filter's list has in all and how many are shown. The total is the Dashboard's figure for the caller's
// scope (an inscriptor's own registrations), kept by the reports job, so the header reads no registrant;
// it asks again while the figures are being recomputed.
import { Text } from '@aws-amplify/ui-react';
import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@shared/registration/dashboard';
import { adminTexts } from '@shared/registration/admin-texts';
import type { RegistrantFilter } from '@shared/registration/registrant-admin-api';
import { dashboardKey, fetchDashboard } from './dashboard-api';

const UPDATING_POLL_MS = 3000;

/** The registrants of a filter's list, from the Dashboard's totals (liberated folios count as deleted). */
export function filterTotal(filtro: RegistrantFilter, totales: Dashboard['totales']): number {
  if (filtro === 1) return totales.inscritos;
  if (filtro === 2) return totales.incompletos + totales.borrados;
  return totales.registros + totales.borrados;
}

interface IngresosHeaderProps {
  eventId: number;
  filtro: RegistrantFilter;
  shown: number;
  /** An inscriptor's view: its own registrations. */
  own: boolean;
}

export function IngresosHeader({ eventId, filtro, shown, own }: IngresosHeaderProps) {
  const figures = useQuery({
    queryKey: dashboardKey(eventId),
    queryFn: () => fetchDashboard(eventId),
    refetchInterval: (current) => (current.state.data?.actualizando ? UPDATING_POLL_MS : false),
  });
  const totales = figures.data?.dashboard?.totales;
  const total = totales ? adminTexts.filterTotals[filtro](filterTotal(filtro, totales)) : null;
  return (
    <Text fontWeight="bold" data-testid="ingresos-header">
      {own ? adminTexts.headerOwn(shown, total) : adminTexts.headerAll(shown, total)}
    </Text>
  );
}
