// The people of the demo's registrations: Mexican names with both surnames, either gender, a birth
// date giving the age asked for on race day, and their own e-mail and Puebla phone number.
import type { Genero } from '@shared/registration/offered-categories';
import { apellidosComunes, apellidosPoblanos, nombresF, nombresV, segundosNombresF, segundosNombresV } from './names';
import type { RandomSource } from './random-source';

export interface DemoPerson {
  nombres: string;
  apellidoPaterno: string;
  apellidoMaterno: string;
  genero: Genero;
  /** 'AAAA-MM-DD'. */
  fechaNacimiento: string;
  correo: string;
  telefono: string;
}

const DAY_MS = 86_400_000;
const SHARE_FEMALE = 0.52;
const SHARE_COMPOUND_NAME = 0.25;
const apellidos = [...apellidosComunes, ...apellidosPoblanos];
/** Reserved for the demo: nobody outside it receives these addresses' mail. */
const MAIL_DOMAIN = 'corredores.demo.mx';
/** Puebla's area code. */
const AREA_CODE = '222';

const digits = (random: RandomSource, count: number) => Array.from({ length: count }, () => Math.floor(random.next() * 10)).join('');

/** Ten digits, as the form asks. */
export const demoPhone = (random: RandomSource) => `${AREA_CODE}${digits(random, 7)}`;

/** 'Núñez Peña' → 'nunezpena': the letters an e-mail address keeps. */
const mailPart = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

function givenNames(random: RandomSource, genero: Genero): string {
  const [first, second] = genero === 'F' ? [nombresF, segundosNombresF] : [nombresV, segundosNombresV];
  const nombre = random.pick(first);
  if (random.next() >= SHARE_COMPOUND_NAME) return nombre;
  const segundo = random.pick(second);
  return segundo === nombre ? nombre : `${nombre} ${segundo}`;
}

/** A birth date on which the person is `age` on `onDate` ('AAAA-MM-DD'): their birthday falls in the year before it. */
export function birthDateForAge(random: RandomSource, age: number, onDate: string): string {
  const [year = 0, month = 1, day = 1] = onDate.split('-').map(Number);
  const turnedAge = Date.UTC(year - age, month - 1, day);
  return new Date(turnedAge - Math.floor(random.next() * 360) * DAY_MS).toISOString().slice(0, 10);
}

/** A person `age` years old on `onDate`; `index` keeps every e-mail address apart. */
export function demoPerson(random: RandomSource, index: number, age: number, onDate: string): DemoPerson {
  const genero: Genero = random.next() < SHARE_FEMALE ? 'F' : 'M';
  const nombres = givenNames(random, genero);
  const apellidoPaterno = random.pick(apellidos);
  const apellidoMaterno = random.pick(apellidos);
  return {
    nombres,
    apellidoPaterno,
    apellidoMaterno,
    genero,
    fechaNacimiento: birthDateForAge(random, age, onDate),
    correo: `${mailPart(nombres.split(' ')[0]!)}.${mailPart(apellidoPaterno)}${index + 1}@${MAIL_DOMAIN}`,
    telefono: demoPhone(random),
  };
}

/** A full name, for an emergency contact. */
export function demoContactName(random: RandomSource): string {
  const genero: Genero = random.next() < SHARE_FEMALE ? 'F' : 'M';
  return `${givenNames(random, genero)} ${random.pick(apellidos)} ${random.pick(apellidos)}`;
}
