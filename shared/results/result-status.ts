// The status of a result row (spec §4 "Result status"): DQ and DNS win over the DNF texts.
import { raceRuleTexts } from './results-texts';
import type { ResultRow } from './result-row';

export type ResultStatusName = 'finished' | 'dq' | 'dns' | 'dnf' | 'dnfPlus';

export interface StatusConfig {
  /** timingConfig.showAll: names marked with '*' finished outside the time limit. */
  showAll: boolean;
  showDNS: boolean;
}

/** An athlete whose name carries '*' finished outside the distance's time limit. */
export const isOverTimeLimit = (row: Pick<ResultRow, 'nombre'>, config: Pick<StatusConfig, 'showAll'>) =>
  config.showAll && row.nombre.includes('*');

/** Deleted rows and rows the timing software marked DQ are disqualified. */
export const isDisqualified = (row: Pick<ResultRow, 'borrado' | 'dq'>) => row.borrado || row.dq;

export function resultStatus(row: ResultRow, config: StatusConfig): { status: ResultStatusName; text: string | null } {
  if (isDisqualified(row)) return { status: 'dq', text: raceRuleTexts.statusDQ };
  if (row.pG > 0) return { status: 'finished', text: null };
  if (config.showDNS && !row.registroSalida && row.parciales.length === 0) return { status: 'dns', text: raceRuleTexts.statusDNS };
  if (isOverTimeLimit(row, config)) return { status: 'dnfPlus', text: raceRuleTexts.statusDNFPlus };
  return { status: 'dnf', text: raceRuleTexts.statusDNF };
}
