// The status of a result row (docs/results.md §4 "Result status"): DQ and DNS win over the DNF texts. Absent
// reads only say "did not start" or "did not finish" once the event is closed; until then a runner
// without a finish is still on course (or not at the start yet).
import type { TimingConfig } from './event-schemas';
import { EVENT_STATUS } from './event-status';
import { raceRuleTexts } from './results-texts';
import type { ResultRow } from './result-row';

export type ResultStatusName = 'finished' | 'onCourse' | 'dq' | 'dns' | 'dnf' | 'dnfPlus';

export interface StatusConfig {
  /** timingConfig.showAll: names marked with '*' finished outside the time limit. */
  showAll: boolean;
  showDNS: boolean;
  /** The event is closed (eventoDisponible 1): its results are final. */
  closed: boolean;
}

export function statusConfig(event: { eventoDisponible: number }, timingConfig: Pick<TimingConfig, 'showAll' | 'showDNS'>): StatusConfig {
  return { showAll: timingConfig.showAll, showDNS: timingConfig.showDNS, closed: event.eventoDisponible === EVENT_STATUS.closed };
}

/** An athlete whose name carries '*' finished outside the distance's time limit. */
export const isOverTimeLimit = (row: Pick<ResultRow, 'nombre'>, config: Pick<StatusConfig, 'showAll'>) =>
  config.showAll && row.nombre.includes('*');

/** Deleted rows and rows the timing software marked DQ are disqualified. */
export const isDisqualified = (row: Pick<ResultRow, 'borrado' | 'dq'>) => row.borrado || row.dq;

/** An exit record, a split or a finish: any of them means the athlete started. */
const hasStarted = (row: ResultRow) => row.registroSalida || row.parciales.length > 0 || row.fhm !== '' || row.toMS > 0;

export function resultStatus(row: ResultRow, config: StatusConfig): { status: ResultStatusName; text: string | null } {
  if (isDisqualified(row)) return { status: 'dq', text: raceRuleTexts.statusDQ };
  if (row.pG > 0) return { status: 'finished', text: null };
  if (config.closed && config.showDNS && !hasStarted(row)) return { status: 'dns', text: raceRuleTexts.statusDNS };
  // The '*' is the timing software's verdict, final as soon as it is given.
  if (isOverTimeLimit(row, config)) return { status: 'dnfPlus', text: raceRuleTexts.statusDNFPlus };
  if (!config.closed) return { status: 'onCourse', text: raceRuleTexts.statusOnCourse };
  return { status: 'dnf', text: raceRuleTexts.statusDNF };
}

/** The row with the flags (dq, dns, dnf, dnfPlus) its status gives: what is stored and published. */
export function withStatusFlags(row: ResultRow, config: StatusConfig): ResultRow {
  const { status } = resultStatus(row, config);
  return { ...row, dq: status === 'dq', dns: status === 'dns', dnf: status === 'dnf', dnfPlus: status === 'dnfPlus' };
}
