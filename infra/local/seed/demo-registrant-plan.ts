// The demo's registrants, planned from a seed: who each is, what they ask for (modality, category,
// products, the form's fields) and how their registration ends. The same seed and count give the
// same plan, so the demo is the same on every machine and a start that resumes continues it.
import { offeredCategories, type OfferedCategory } from '@shared/registration/offered-categories';
import type { RegistrationRequest } from '@shared/registration/registration-api';
import type { EventInfo, Modality } from '@shared/results/event-schemas';
import type { Rama } from '@shared/results/ramas';
import { DEMO_PRICE_KEYS, KIDS_MODALITY } from './demo-registration';
import { demoContactName, demoPerson, demoPhone, type DemoPerson } from './demo-people';
import { shuffledPaths, type DemoPath } from './demo-registrant-mix';
import { demoUuid } from './demo-uuid';
import { randomSource, type RandomSource } from './random-source';

/** The staff account that registers a desk path. */
export type DeskClerk = 'taquilla' | 'cliente';

export interface PlannedRegistrant {
  index: number;
  path: DemoPath;
  request: RegistrationRequest;
  /** For the desk paths. */
  clerk?: DeskClerk;
}

export interface PlanOptions {
  eventId: number;
  seed: number;
  count: number;
  /** The event's modalities as registration offers them. */
  modalidades: Modality[];
  event: Pick<EventInfo, 'fechaEvento' | 'zonaHoraria'>;
}

export const DESK_PATHS: readonly DemoPath[] = ['taquilla', 'codigo-inscripcion'];
/** The 5K has five places: the demo takes three, so it sells out after two more. */
export const FIVE_K_TAKEN = 3;
/** Desk registrations of the point-of-sale account; the client's master takes the rest (the desk limit is 60 per user in ten minutes). */
export const TAQUILLA_DESK_SHARE = 50;

const codes: Partial<Record<DemoPath, string>> = { 'tarjeta-descuento': 'CORREDOR10', invitado: 'INVITADO', 'codigo-inscripcion': 'PATROCINIO' };
const tallas = ['CH', 'M', 'M', 'G', 'G', 'XG'];
const clubes = ['Corredores de Puebla', 'Club Atlético Cholula', 'Tlaxcala Runners', 'Amigos del Paseo Bravo', 'Maratonistas BUAP', 'Club Popocatépetl'];
const trackingLinks = ['facebook', 'instagram', 'strava'];
/** Adult ages by band, weighted like a city race's field. */
const adultBands: [from: number, to: number, weight: number][] = [
  [18, 19, 3],
  [20, 39, 50],
  [40, 49, 25],
  [50, 59, 15],
  [60, 78, 7],
];
const SHARE_TEENS = 0.04;
const SHARE_21K = 0.35;
const SHARE_ELITE = 0.05;
const SHARE_SHIRT = 0.25;
const SHARE_MEDAL = 0.12;
const SHARE_PARKING = 0.2;

const between = (random: RandomSource, from: number, to: number) => from + Math.floor(random.next() * (to - from + 1));

function adultAge(random: RandomSource): number {
  let roll = random.next() * adultBands.reduce((sum, [, , weight]) => sum + weight, 0);
  for (const [from, to, weight] of adultBands) {
    if (roll < weight) return between(random, from, to);
    roll -= weight;
  }
  return between(random, 20, 39);
}

/** Age and distance: the 1K for the children, the 10K for teenagers, then 21K or 10K (or one of the 5K's places). */
function ageAndModality(random: RandomSource, path: DemoPath, fiveK: boolean): { age: number; codigoModalidad: string } {
  if (path === 'infantil') return { age: between(random, 4, 12), codigoModalidad: KIDS_MODALITY };
  if (random.next() < SHARE_TEENS && !DESK_PATHS.includes(path)) return { age: between(random, 14, 17), codigoModalidad: '10K' };
  const age = adultAge(random);
  if (fiveK) return { age, codigoModalidad: '5K' };
  return { age, codigoModalidad: random.next() < SHARE_21K ? '21K' : '10K' };
}

const isElite = (modality: Modality, rama: Rama, codigo: number) =>
  modality.ramaCat[`rama_${rama}`]?.categorias.some((category) => category.codigo === codigo && category.precioKey === DEMO_PRICE_KEYS.elite) ?? false;

/** The category the results will rank them in, or now and then Elite, which an adult chooses. */
function chosenCategory(random: RandomSource, modality: Modality, person: DemoPerson, event: PlanOptions['event']): OfferedCategory {
  // The demo's rules (demo-registration.ts): the age on race day, so `now` plays no part.
  const offer = offeredCategories(modality, person, { edadActual: true, categoriasInferiores: false, event, now: new Date(`${event.fechaEvento}T12:00:00Z`) });
  if (offer.status !== 'offered') throw new Error(`${modality.codigoModalidad} no ofrece categoría a quien nació el ${person.fechaNacimiento}`);
  const elite = offer.categorias.find((category) => isElite(modality, category.rama, category.codigo));
  const suggested = offer.categorias.find((category) => category.sugerida && category !== elite) ?? offer.categorias[0]!;
  return elite && random.next() < SHARE_ELITE ? elite : suggested;
}

/** 'H:MM:SS' around a pace in seconds per km. */
function raceTime(random: RandomSource, km: number, pace: number): string {
  const seconds = Math.round(km * (pace + between(random, -40, 60)));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
}

function formAnswers(random: RandomSource, modality: Modality, elite: boolean): RegistrationRequest['campos'] {
  const campos: RegistrationRequest['campos'] = {
    tallaPlayera: random.pick(tallas),
    contactoEmergencia: demoContactName(random),
    telefonoEmergencia: demoPhone(random),
    aceptoReglamento: true,
  };
  if (random.next() < 0.35) campos.club = random.pick(clubes);
  if (modality.codigoModalidad === '21K' && random.next() < 0.4) campos.tiempoEstimado = raceTime(random, 21.1, 390).padStart(8, '0');
  if (elite) campos.marcaPersonal = raceTime(random, modality.kilometro, 230);
  return campos;
}

function products(random: RandomSource, codigoModalidad: string, path: DemoPath): RegistrationRequest['productos'] {
  if (codigoModalidad === KIDS_MODALITY) return [];
  const chosen: RegistrationRequest['productos'] = [];
  if (random.next() < SHARE_SHIRT) chosen.push({ codigoProducto: 'playera', cantidad: random.next() < 0.2 ? 2 : 1, campos: { tallaProducto: random.pick(tallas) } });
  if (random.next() < SHARE_MEDAL) chosen.push({ codigoProducto: 'medalla-grabada', cantidad: 1, campos: {} });
  // Sold only at the point of sale.
  if (DESK_PATHS.includes(path) && random.next() < SHARE_PARKING) chosen.push({ codigoProducto: 'estacionamiento', cantidad: 1, campos: {} });
  return chosen;
}

export function planRegistrants({ eventId, seed, count, modalidades, event }: PlanOptions): PlannedRegistrant[] {
  const random = randomSource(seed);
  const byCode = new Map(modalidades.map((modality) => [modality.codigoModalidad, modality]));
  let fiveKLeft = FIVE_K_TAKEN;
  let taquillaLeft = TAQUILLA_DESK_SHARE;
  return shuffledPaths(count, random).map((path, index) => {
    const fiveK = path === 'tarjeta' && fiveKLeft > 0;
    if (fiveK) fiveKLeft -= 1;
    const { age, codigoModalidad } = ageAndModality(random, path, fiveK);
    const modality = byCode.get(codigoModalidad);
    if (!modality) throw new Error(`El evento ${eventId} no tiene la modalidad ${codigoModalidad}`);
    const person = demoPerson(random, index, age, event.fechaEvento);
    const category = chosenCategory(random, modality, person, event);
    const { nombres, apellidoPaterno, apellidoMaterno, genero, fechaNacimiento, correo, telefono } = person;
    const tkl = random.next() < 0.3 ? random.pick(trackingLinks) : undefined;
    const codigoDescuento = codes[path];
    const request: RegistrationRequest = {
      intento: demoUuid(`demo:${eventId}:${index}:registro`),
      datos: { correo, nombres, apellidoPaterno, apellidoMaterno, telefono, fechaNacimiento, genero },
      moneda: path === 'tarjeta-usd' ? 'USD' : 'MXN',
      codigoModalidad,
      rama: category.rama,
      codigoCategoria: category.codigo,
      campos: formAnswers(random, modality, isElite(modality, category.rama, category.codigo)),
      productos: products(random, codigoModalidad, path),
      ...(codigoDescuento ? { codigoDescuento } : {}),
      ...(tkl ? { tkl } : {}),
    };
    if (!DESK_PATHS.includes(path)) return { index, path, request };
    const clerk: DeskClerk = path === 'codigo-inscripcion' || taquillaLeft > 0 ? 'taquilla' : 'cliente';
    if (path === 'taquilla' && clerk === 'taquilla') taquillaLeft -= 1;
    return { index, path, request, clerk };
  });
}
