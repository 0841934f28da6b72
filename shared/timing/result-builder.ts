// One athlete's result row from the start list and the timing reads (the heart of ingest).
import type { StartListEntry } from './timing-schemas';
import type { ControlPoint, Modality } from '@shared/results/event-schemas';
import type { ResultRow, Split } from '@shared/results/result-row';
import { ageOn, branchCategories, categoryFor, type CategoryChoice } from '@shared/results/categories';
import { FINISH_CONTROL, START_CONTROL, checkpointCode } from '@shared/results/checkpoints';
import { formatDuration } from '@shared/results/durations';
import { fromLocalDateTime, toLocalDateTime } from '@shared/results/local-time';
import { compareText } from '@shared/results/ranking';
import { normalizeName } from '@shared/results/search';

/** A row fresh from the timing reads: ranking gives the places, the status rules derive the flags. */
export const UNRANKED = { pG: 0, pR: 0, pCat: 0, ab: false, borrado: false, dnf: false, dnfPlus: false, dq: false, dns: false } as const;

/** A read of the athlete at a control point (`codigo`), on a lap, at an instant. */
export interface TimingPass {
  codigo: string;
  lap: number;
  epochMs: number;
}

export interface ResultInput {
  athlete: StartListEntry;
  passes: TimingPass[];
  modality: Modality;
  /** The event's control points; those of other modalities are ignored. */
  points: ControlPoint[];
  zone: string;
  /** 'YYYY-MM-DD', the day ages are counted on. */
  eventDate: string;
  deadTimeMs: number;
}

/**
 * The passes that count, oldest first: the earliest per point and lap, and none closer than the
 * dead time after a kept pass at the same point, whatever its lap (a mat reading a chip twice).
 */
export function dedupePasses<T extends TimingPass>(passes: T[], deadTimeMs: number): T[] {
  const ordered = [...passes].sort((a, b) => a.epochMs - b.epochMs || a.lap - b.lap || compareText(a.codigo, b.codigo));
  const seen = new Set<string>();
  const lastKeptAt = new Map<string, number>();
  return ordered.filter((pass) => {
    const key = `${pass.codigo}|${pass.lap}`;
    const last = lastKeptAt.get(pass.codigo);
    if (seen.has(key) || (last !== undefined && pass.epochMs - last < deadTimeMs)) return false;
    seen.add(key);
    lastKeptAt.set(pass.codigo, pass.epochMs);
    return true;
  });
}

/** The gun of the athlete's series (the modality's first when the list names none of its series), unless it is not a usable time. */
export function seriesGun(modality: Modality, serie: string | undefined, zone: string): number | undefined {
  const series = modality.hSalidas.find((salida) => salida.serie === serie) ?? modality.hSalidas[0];
  return (series && fromLocalDateTime(series.hS, zone)) ?? undefined;
}

/** The start-list category (a code or a name of the branch) when it names one, else the one the age gives. */
function chooseCategory(input: ResultInput, age: number | null): CategoryChoice {
  const { athlete, modality } = input;
  const wanted = athlete.categoria ? normalizeName(athlete.categoria) : '';
  const named = wanted
    ? branchCategories(modality, athlete.rama).find((category) => String(category.codigo) === wanted || normalizeName(category.nombreCategoria) === wanted)
    : undefined;
  return named ? { codigo: named.codigo, nombreCategoria: named.nombreCategoria } : categoryFor(modality, athlete.rama, age);
}

export function buildResultRow(input: ResultInput): ResultRow {
  const { athlete, modality, zone } = input;
  const points = input.points.filter((point) => point.codigoModalidad === modality.codigoModalidad);
  const counted = input.passes.flatMap((pass) => {
    const point = points.find((candidate) => candidate.codigo === pass.codigo && candidate.vuelta === pass.lap);
    return point ? [{ ...pass, point }] : [];
  });
  // Passes at points or laps the event does not configure are left out before the dead time is
  // applied, so they never shadow a pass that counts.
  const located = dedupePasses(counted, input.deadTimeMs);
  const startMat = located.find(({ point }) => point.tipoControl === START_CONTROL)?.epochMs;
  const finish = located.find(({ point }) => point.tipoControl === FINISH_CONTROL)?.epochMs;
  // Without a usable series start the start mat is the only reference left.
  const gun = seriesGun(modality, athlete.serie, zone) ?? startMat;
  const since = (from: number | undefined, to: number) => (from === undefined ? 0 : Math.max(0, to - from));

  const toMS = finish === undefined ? 0 : since(gun, finish);
  const tcMS = finish === undefined ? 0 : startMat === undefined ? toMS : since(startMat, finish);
  const parciales: Split[] = located
    .filter(({ point }) => point.tipoControl !== FINISH_CONTROL)
    .map(({ epochMs, point }) => ({
      kpc: checkpointCode(point.punto, point.vuelta),
      tkpc: formatDuration(since(gun, epochMs)),
      pCat: 0,
      fechaHoraPunto: toLocalDateTime(epochMs, zone),
    }));
  const age = athlete.fechaNacimiento ? ageOn(athlete.fechaNacimiento, input.eventDate) : null;
  const category = chooseCategory(input, age);

  return {
    num: athlete.bib,
    nombre: `${athlete.nombre} ${athlete.apellidos}`.trim(),
    gen: athlete.rama,
    cat: category.nombreCategoria,
    codCat: category.codigo,
    mod: modality.descripcionModalidad,
    codMod: modality.codigoModalidad,
    ...(age !== null && age >= 0 && age <= 130 ? { edad: age } : {}),
    ...(athlete.equipo ? { equipo: athlete.equipo } : {}),
    to: formatDuration(toMS),
    tc: formatDuration(tcMS),
    toMS,
    tcMS,
    fhm: finish === undefined ? '' : toLocalDateTime(finish, zone),
    ...UNRANKED,
    registroSalida: startMat !== undefined,
    parciales,
  };
}
