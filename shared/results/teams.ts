// Team results (docs/results.md, Equipos): within one modality, each club or team counts its best N
// finishers and sums their official times or their places (lower is better); teams are ranked by
// that sum, ties going to the Nth counted finisher, then to the name. A team with fewer than N
// finishers is listed after the complete ones, without a place. Mixed teams count the overall place
// (pG) and every branch together; teams by branch count the place in the branch (pR), one list per
// branch. One pass over the modality's rows, whatever their order.
import { TEAM_SIZE, type TeamScoring, type TeamsConfig } from './event-schemas';
import { RAMAS, type Rama } from './ramas';
import type { ResultRow } from './result-row';
import { normalizeName } from './search';

export interface TeamMember {
  num: string;
  nombre: string;
  gen: Rama;
  /** Official time, HH:MM:SS. */
  to: string;
  toMS: number;
  /** The place that counts: overall in the modality (mixed teams) or in the branch (teams by branch). */
  lugar: number;
}

/** One row of the team report. */
export interface TeamStanding {
  /** 1, 2, 3… among complete teams; 0 for an incomplete team. */
  pos: number;
  /** As the team's best finisher wrote it. */
  equipo: string;
  completo: boolean;
  puntuacion: TeamScoring;
  /** The sum of the counted finishers' official times in ms (tiempo) or of their places (lugar). */
  total: number;
  /** The finishers counted, best first: N of them, fewer for an incomplete team. */
  miembros: TeamMember[];
}

export interface TeamRules {
  /** Finishers counted per team (clamped to 1–20). */
  integrantes: number;
  puntuacion: TeamScoring;
  /** The place counted: pG for mixed teams, pR for the teams of one branch. */
  place: 'pG' | 'pR';
  /** The event ranks longer times first (fixed-time events): a larger time sum is then the better one. */
  byTime: boolean;
}

/** One list of the report: '' for mixed teams, else the branch. */
export interface TeamList {
  group: '' | Rama;
  teams: TeamStanding[];
}

const nameOrder = new Intl.Collator('es', { sensitivity: 'base', numeric: true }).compare;

const clampSize = (size: number) => Math.min(TEAM_SIZE.max, Math.max(TEAM_SIZE.min, Math.trunc(size) || TEAM_SIZE.min));

function compareTeams(rules: TeamRules) {
  const direction = rules.puntuacion === 'tiempo' && rules.byTime ? -1 : 1;
  const score = (member: TeamMember | undefined) => (member ? (rules.puntuacion === 'tiempo' ? member.toMS : member.lugar) : 0);
  return (a: TeamStanding & { key: string }, b: TeamStanding & { key: string }) =>
    Number(b.completo) - Number(a.completo) ||
    // Only incomplete teams differ here: more finishers first.
    b.miembros.length - a.miembros.length ||
    direction * (a.total - b.total) ||
    direction * (score(a.miembros.at(-1)) - score(b.miembros.at(-1))) ||
    nameOrder(a.equipo, b.equipo) ||
    (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

/**
 * The standings of the teams among these rows (those without a team, or without a place in
 * `rules.place`, are left out). Teams are told apart ignoring case, accents and repeated spaces.
 */
export function teamStandings(rows: Iterable<ResultRow>, rules: TeamRules): TeamStanding[] {
  const size = clampSize(rules.integrantes);
  const { place } = rules;
  const rankOf = place === 'pG' ? (row: ResultRow) => row.pG : (row: ResultRow) => row.pR;
  /** A team's spelling → its key; few spellings, many rows. */
  const keys = new Map<string, string>();
  /** Team key → its best finishers so far, best first, at most `size`. */
  const counted = new Map<string, ResultRow[]>();
  for (const row of rows) {
    const rank = rankOf(row);
    if (rank <= 0 || !row.equipo || row.dq || row.borrado) continue;
    let key = keys.get(row.equipo);
    if (key === undefined) {
      key = normalizeName(row.equipo);
      keys.set(row.equipo, key);
    }
    if (key === '') continue;
    const best = counted.get(key);
    if (!best) {
      counted.set(key, [row]);
      continue;
    }
    if (best.length === size && rankOf(best[size - 1]!) < rank) continue;
    // Rows mostly arrive in rank order, so this usually appends.
    let at = best.length;
    while (at > 0 && rankOf(best[at - 1]!) > rank) at -= 1;
    best.splice(at, 0, row);
    if (best.length > size) best.pop();
  }
  const teams = [...counted].map(([key, best]) => {
    const miembros = best.map((row) => ({ num: row.num, nombre: row.nombre, gen: row.gen, to: row.to, toMS: row.toMS, lugar: rankOf(row) }));
    const total = miembros.reduce((sum, member) => sum + (rules.puntuacion === 'tiempo' ? member.toMS : member.lugar), 0);
    return { key, pos: 0, equipo: best[0]!.equipo!, completo: best.length === size, puntuacion: rules.puntuacion, total, miembros };
  });
  teams.sort(compareTeams(rules));
  let pos = 0;
  return teams.map(({ key: _key, ...team }) => ({ ...team, pos: team.completo ? ++pos : 0 }));
}

/**
 * The lists of the team report of one modality's ranked rows, as the event configures it: none when
 * the report is off, one of mixed teams, or one per branch that has teams.
 */
export function teamLists(rows: readonly ResultRow[], config: TeamsConfig, byTime: boolean): TeamList[] {
  if (!config.activo) return [];
  const rules = { integrantes: config.integrantes, puntuacion: config.puntuacion, byTime };
  if (config.agrupacion === 'mixto') {
    const teams = teamStandings(rows, { ...rules, place: 'pG' });
    return teams.length > 0 ? [{ group: '', teams }] : [];
  }
  const byBranch = new Map<Rama, ResultRow[]>(RAMAS.map((rama) => [rama, []]));
  for (const row of rows) if (row.equipo && row.pR > 0) byBranch.get(row.gen)?.push(row);
  return RAMAS.flatMap((rama) => {
    const teams = teamStandings(byBranch.get(rama)!, { ...rules, place: 'pR' });
    return teams.length > 0 ? [{ group: rama, teams }] : [];
  });
}
