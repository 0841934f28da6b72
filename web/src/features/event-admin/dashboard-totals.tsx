// The totals table: registrations by state with their share, and the money collected without the
// fee, the cash-store and card fees apart (docs/registration.md §9 Dashboard).
import type { Dashboard } from '@shared/registration/dashboard';
import { dashboardTexts as texts } from '@shared/registration/report-texts';
import { DashboardTable } from './dashboard-table';
import { countText, percentText, pesosText } from './reports-format';

export function DashboardTotals({ totales }: { totales: Dashboard['totales'] }) {
  const rows = [
    { key: 'registros', cells: [texts.registros, countText(totales.registros), ''] },
    { key: 'inscritos', cells: [texts.inscritos, countText(totales.inscritos), percentText(totales.porcentajeInscritos)] },
    { key: 'incompletos', cells: [texts.incompletos, countText(totales.incompletos), percentText(totales.porcentajeIncompletos)] },
    { key: 'borrados', cells: [texts.borrados, countText(totales.borrados), ''] },
    { key: 'ingresos', cells: [texts.ingresos, pesosText(totales.ingresos), ''] },
    { key: 'comisionOxxo', cells: [texts.comisionOxxo, pesosText(totales.comisionOxxo), ''] },
    { key: 'comisionTarjeta', cells: [texts.comisionTarjeta, pesosText(totales.comisionTarjeta), ''] },
  ];
  return <DashboardTable title={texts.totals} columns={['', texts.cantidad, texts.porcentaje]} rows={rows} />;
}
