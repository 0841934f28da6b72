// A believable race, generated from a seed: event, modalities, categories, control points, start list
// and the reads timing mats would send. Used by the demo data, the replay test and the benchmarks.
import { categorySchema, modalitySchema, type ControlPoint, type EventInfo, type Modality } from '@shared/results/event-schemas';
import type { StartListEntry, TimingRead } from '@shared/timing/timing-schemas';
import { randomSource, type RandomSource } from './random-source';
import { apellidosComunes, nombresF, nombresV } from './names';

export interface RaceOptions {
  seed: number;
  athletes: number;
  info: EventInfo;
  /** Offset of the event's zone at race time, e.g. '-06:00' (Mexico City has no daylight saving). */
  utcOffset: string;
  /** Local time of the first gun, 'HH:MM:SS' (default 07:00:00); the other modalities follow it. */
  firstGun?: string;
  /** Some athletes run for a club (`equipo`), drawn apart from the rest so the race itself is the same. */
  clubs?: boolean;
}

export interface GeneratedRace {
  info: EventInfo;
  modalidades: Modality[];
  puntosControl: ControlPoint[];
  athletes: StartListEntry[];
  /** In time order, as mats would report them; includes double reads within the dead time. */
  reads: TimingRead[];
}

interface Course {
  codigo: string;
  descripcion: string;
  km: number;
  /** Minutes after the first gun. */
  gunAfterMin: number;
  splitsKm: [number, number];
  /** Typical pace in seconds per km. */
  pace: number;
  share: number;
}

const courses: Course[] = [
  { codigo: '21K', descripcion: 'Medio Maratón', km: 21.0975, gunAfterMin: 0, splitsKm: [7, 14], pace: 345, share: 0.3 },
  { codigo: '10K', descripcion: '10 kilómetros', km: 10, gunAfterMin: 15, splitsKm: [3, 7], pace: 360, share: 0.4 },
  { codigo: '5K', descripcion: '5 kilómetros', km: 5, gunAfterMin: 30, splitsKm: [2, 4], pace: 390, share: 0.3 },
];

const categorias = [
  { codigo: 10, nombreCategoria: 'Absoluto', edadDesde: 0, edadHasta: 200, cantidadGanadores: 3, absolutos: true },
  { codigo: 20, nombreCategoria: 'Juvenil', edadDesde: 0, edadHasta: 19, cantidadGanadores: 3, absolutos: false },
  { codigo: 30, nombreCategoria: 'Libre', edadDesde: 20, edadHasta: 39, cantidadGanadores: 3, absolutos: false },
  { codigo: 40, nombreCategoria: 'Máster', edadDesde: 40, edadHasta: 49, cantidadGanadores: 3, absolutos: false },
  { codigo: 50, nombreCategoria: 'Veteranos', edadDesde: 50, edadHasta: 59, cantidadGanadores: 3, absolutos: false },
  { codigo: 60, nombreCategoria: 'Plata', edadDesde: 60, edadHasta: 200, cantidadGanadores: 3, absolutos: false },
].map((category) => categorySchema.parse(category));

/** Running clubs with how often a club runner wears their colours; the last two are too small to fill a team. */
const clubes: [string, number][] = [
  ['Corredores del Ajusco', 5],
  ['Club Atlético Coyoacán', 5],
  ['Tlalpan Runners', 4],
  ['Lobos de Chapultepec', 4],
  ['Maratonistas UNAM', 4],
  ['Club Deportivo Xochimilco', 3],
  ['Gacelas del Bosque', 3],
  ['Amigos del Parque Hundido', 0.15],
  ['Familia Ramírez Corre', 0.05],
];
const CLUB_SHARE = 0.45;

/** One athlete's club, by the clubs' weights; none for the share of athletes who run for no club. */
function drawClub(random: RandomSource): string | undefined {
  if (random.next() >= CLUB_SHARE) return undefined;
  let roll = random.next() * clubes.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [club, weight] of clubes) {
    roll -= weight;
    if (roll < 0) return club;
  }
  return clubes[0]![0];
}

function gunTime(firstGun: string, course: Course): string {
  const [h, m, sec] = firstGun.split(':').map(Number) as [number, number, number];
  const total = (h * 60 + m + course.gunAfterMin) * 60 + sec;
  return [Math.floor(total / 3600) % 24, Math.floor(total / 60) % 60, total % 60].map((n) => String(n).padStart(2, '0')).join(':');
}

function modality(course: Course, fecha: string, gun: string): Modality {
  return modalitySchema.parse({
    codigoModalidad: course.codigo,
    descripcionModalidad: course.descripcion,
    kilometro: course.km,
    hSalidas: [{ serie: 'A', descripcionSerie: 'Salida general', hS: `${fecha} ${gun}` }],
    ramaCat: { rama_V: { categorias }, rama_F: { categorias } },
  });
}

function points(course: Course): ControlPoint[] {
  const point = (codigo: string, punto: number, km: number, tipoControl: 1 | 2 | 3, descripcionPunto: string) => ({
    codigoModalidad: course.codigo,
    codigo,
    punto,
    vuelta: 1,
    descripcionPunto,
    kilometro: km,
    tipoControl,
    unidadPaso: 'min/k' as const,
  });
  const [a, b] = course.splitsKm;
  return [
    point('SALIDA', 0, 0, 1, 'Salida'),
    point(`KM${a}`, 1, a, 2, `Kilómetro ${a}`),
    point(`KM${b}`, 2, b, 2, `Kilómetro ${b}`),
    point('META', 3, course.km, 3, 'Meta'),
  ];
}

/** Mixed into a race's seed for the source its pacing draws from. */
const PACING_SEED = 0x5eed;

/**
 * Elapsed ms from the athlete's start to km `x`: the pace eases off along the course, as runners
 * fade, by a fade `s` that grows with how slow the runner is (pace multiplier 1 + s·(3(x/D)² − 1):
 * faster than average early, slower late, the average over the course unchanged); some start too
 * slow and finish faster (s < 0). On a course past 15 km one runner in ten also hits the wall after
 * the last checkpoint and runs the rest 10 to 25 % slower. `slowness` is 0 for the fastest, 1 for the slowest.
 */
function runner(pacing: RandomSource, course: Course, paceMs: number, slowness: number): (km: number) => number {
  const fade = 0.01 + 0.07 * slowness + 0.06 * (pacing.next() - 0.5);
  const wall = course.km > 15 && pacing.next() < 0.1 ? 0.1 + 0.15 * pacing.next() : 0;
  const lastSplit = course.splitsKm[1];
  return (km) => {
    const x = km / course.km;
    const even = paceMs * course.km * (x + fade * (x ** 3 - x));
    return even + Math.max(0, km - lastSplit) * paceMs * wall;
  };
}

function pickCourse(random: RandomSource): Course {
  let roll = random.next();
  for (const course of courses) {
    roll -= course.share;
    if (roll <= 0) return course;
  }
  return courses[courses.length - 1]!;
}

function isoAt(fecha: string, utcOffset: string, gun: string, offsetMs: number): string {
  const start = Date.parse(`${fecha}T${gun}${utcOffset}`);
  const local = new Date(start + offsetMs + offsetToMs(utcOffset));
  return `${local.toISOString().slice(0, 23)}${utcOffset}`;
}

function offsetToMs(utcOffset: string): number {
  const [, sign, h, m] = /^([+-])(\d{2}):(\d{2})$/.exec(utcOffset)!;
  return (sign === '-' ? -1 : 1) * (Number(h) * 60 + Number(m)) * 60_000;
}

export function generateRace({ seed, athletes, info, utcOffset, firstGun = '07:00:00', clubs = false }: RaceOptions): GeneratedRace {
  const random = randomSource(seed);
  const clubRandom = randomSource(seed ^ 0x5eed_c1b5);
  // Pacing draws from a source of its own, so the rest of a seed's race (names, courses, who quits) stays as it was.
  const pacing = randomSource(seed ^ PACING_SEED);
  const fecha = info.fechaEvento;
  const startList: StartListEntry[] = [];
  const reads: (TimingRead & { at: number })[] = [];
  for (let i = 0; i < athletes; i++) {
    const course = pickCourse(random);
    const rama = random.next() < 0.45 ? 'F' : 'V';
    const age = 16 + Math.floor(random.next() * 58);
    const bib = String(i + 1);
    const equipo = clubs ? drawClub(clubRandom) : undefined;
    startList.push({
      bib,
      chip: `E${(100000 + i).toString(16).toUpperCase()}`,
      nombre: random.pick(rama === 'F' ? nombresF : nombresV),
      apellidos: `${random.pick(apellidosComunes)} ${random.pick(apellidosComunes)}`,
      rama,
      fechaNacimiento: `${Number(fecha.slice(0, 4)) - age - 1}-${String(1 + Math.floor(random.next() * 12)).padStart(2, '0')}-15`,
      modalidad: course.codigo,
      serie: 'A',
      ...(equipo ? { equipo } : {}),
    });
    if (random.next() < 0.01) continue; // did not start
    const agePenalty = 1 + Math.max(0, age - 35) * 0.008 + (rama === 'F' ? 0.08 : 0);
    const slowness = random.next();
    const paceMs = course.pace * 1000 * agePenalty * (0.75 + slowness * 0.6);
    const startDelayMs = Math.floor(random.next() * 90_000);
    const quitsAtKm = random.next() < 0.02 ? course.splitsKm[0] + 1 : Infinity;
    const ranAt = runner(pacing, course, paceMs, slowness);
    const passes: [string, number][] = [
      ['SALIDA', startDelayMs],
      [`KM${course.splitsKm[0]}`, startDelayMs + ranAt(course.splitsKm[0]) * (0.985 + random.next() * 0.03)],
      [`KM${course.splitsKm[1]}`, startDelayMs + ranAt(course.splitsKm[1]) * (0.99 + random.next() * 0.02)],
      ['META', startDelayMs + ranAt(course.km)],
    ];
    for (const [point, offsetMs] of passes) {
      const km = point === 'SALIDA' ? 0 : point === 'META' ? course.km : Number(point.slice(2));
      if (km > quitsAtKm) break;
      const at = Math.round(offsetMs);
      const read = { readId: `${bib}-${point}-1`, bib, point, lap: 1, time: isoAt(fecha, utcOffset, gunTime(firstGun, course), at) };
      reads.push({ ...read, at: Date.parse(read.time) });
      if (random.next() < 0.05) {
        const again = at + 400 + Math.floor(random.next() * 2000);
        const time = isoAt(fecha, utcOffset, gunTime(firstGun, course), again);
        reads.push({ readId: `${bib}-${point}-1-b`, bib, point, lap: 1, time, at: Date.parse(time) });
      }
    }
  }
  reads.sort((a, b) => a.at - b.at);
  return {
    info,
    modalidades: courses.map((course) => modality(course, fecha, gunTime(firstGun, course))),
    puntosControl: courses.flatMap(points),
    athletes: startList,
    reads: reads.map(({ at: _at, ...read }) => read),
  };
}
