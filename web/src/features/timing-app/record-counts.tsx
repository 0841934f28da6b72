// How the taps stand, in four big figures: pending, without bib, sent, refused.
import { countRecords, type ManualRecord } from '@shared/timing/manual-queue';
import { manualTimingTexts as texts } from '@shared/timing/manual-timing-texts';

export function RecordCounts({ records }: { records: ManualRecord[] }) {
  const counts = countRecords(records);
  const figures = [
    [texts.counts.pendientes, counts.pendientes],
    [texts.counts.sinNumero, counts.sinNumero],
    [texts.counts.enviadas, counts.enviadas],
    [texts.counts.rechazadas, counts.rechazadas],
  ] as const;
  return (
    <div className="cronometraje-counts" role="group" aria-label={texts.counts.total}>
      {figures.map(([label, value]) => (
        <div key={label} className="cronometraje-count" data-testid={`cuenta-${label}`}>
          <strong>{value.toLocaleString('es-MX')}</strong>
          <small>{label}</small>
        </div>
      ))}
    </div>
  );
}
