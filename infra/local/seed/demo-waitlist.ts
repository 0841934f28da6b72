// The waiting list's demo (docs/demo.md): event 2's 5K (five places) filled at the desk, four people
// joining its waiting list, then one registrant deleted and its folio released, so the place goes at
// once to the first in line: a sold-out modality with a list and an offer pending. Made through the
// API as staff and athletes would; on a start that resumes, what is made already is left as it is.
import { offeredCategories } from '@shared/registration/offered-categories';
import type { RegistrantChange, RegistrantDetail } from '@shared/registration/registrant-admin-api';
import type { RegistrantConfirmation, RegistrationRequest, RegistrationView } from '@shared/registration/registration-api';
import type { SeedContext, SeedStep } from '../seed-demo';
import { demoAccount, demoPassword } from './demo-accounts';
import { demoPerson } from './demo-people';
import { readDemoState } from './demo-state';
import { demoUuid } from './demo-uuid';
import { loopbackAddress, sendFrom } from './loopback-client';
import { randomSource } from './random-source';
import { apiCaller, CallFailed, signedInApi } from './seed-api';

const MODALITY = '5K';
const SEED = 27;
/** Ids of the people, apart from the spring race's registrants. */
const FIRST_INDEX = 9_000;
const JOINING = 4;
const CONFLICT = 409;

/** 409 is what a call made on an earlier start answers now (already waiting, already released). */
async function unlessMadeAlready(call: () => Promise<unknown>): Promise<void> {
  try {
    await call();
  } catch (error) {
    if (!(error instanceof CallFailed && error.status === CONFLICT)) throw error;
  }
}

async function makeWaitlist(context: SeedContext): Promise<void> {
  const { upcoming } = await readDemoState(context);
  if (!upcoming) throw new Error('La lista de espera de demostración necesita el evento próximo del paso de eventos');
  const { eventId } = upcoming;
  const staff = await signedInApi(context.url, demoAccount('Organizador').signUp.correo, demoPassword);
  const view = await apiCaller(context.url, {}).call<RegistrationView>('GET', `/api/events/${eventId}/registration`);
  const modality = view.modalidades.find((candidate) => candidate.codigoModalidad === MODALITY);
  const capacidad = view.config.configModalidad[MODALITY]?.folios.capacidad ?? 0;
  if (!modality) throw new Error(`El evento ${eventId} no tiene la modalidad ${MODALITY}`);
  const random = randomSource(SEED);
  const request = (index: number): RegistrationRequest => {
    const person = demoPerson(random, FIRST_INDEX + index, 30 + index, view.event.fechaEvento);
    const offer = offeredCategories(modality, person, { edadActual: true, categoriasInferiores: false, event: view.event, now: new Date(`${view.event.fechaEvento}T12:00:00Z`) });
    const category = offer.status === 'offered' ? (offer.categorias.find((candidate) => candidate.sugerida) ?? offer.categorias[0]) : undefined;
    if (!category) throw new Error(`${MODALITY} no ofrece categoría a quien nació el ${person.fechaNacimiento}`);
    const { nombres, apellidoPaterno, apellidoMaterno, telefono, fechaNacimiento, genero, correo } = person;
    return {
      intento: demoUuid(`demo:${eventId}:espera:${index}`),
      datos: { correo, nombres, apellidos: `${apellidoPaterno} ${apellidoMaterno}`, telefono, fechaNacimiento, genero },
      moneda: 'MXN',
      codigoModalidad: MODALITY,
      rama: category.rama,
      codigoCategoria: category.codigo,
      campos: { tallaPlayera: 'M', contactoEmergencia: 'Rosa Pérez Luna', telefonoEmergencia: '5512340000', aceptoReglamento: true },
      productos: [],
    };
  };
  const people = Array.from({ length: capacidad + JOINING }, (_, index) => request(index));

  // Every place taken at the desk, in cash; the same attempt again is the same registrant.
  const registroIds: string[] = [];
  for (const person of people.slice(0, capacidad)) {
    const answer = await staff.call<RegistrantConfirmation>('POST', `/api/events/${eventId}/desk-registrations`, { ...person, tipoRegistro: 2 });
    registroIds.push(answer.registroId);
  }
  for (const [index, person] of people.slice(capacidad).entries()) {
    const athlete = apiCaller(context.url, {}, undefined, sendFrom(loopbackAddress('athletes', FIRST_INDEX + index)));
    await unlessMadeAlready(() => athlete.call('POST', `/api/events/${eventId}/waitlist`, { codigoModalidad: MODALITY, datos: person.datos }));
  }
  // A registrant deleted and its folio released: the place is offered to the first in line at once.
  const path = `/api/events/${eventId}/registrants/${registroIds[0] ?? ''}`;
  const detail = await staff.call<RegistrantDetail>('GET', path);
  if (detail.liberado) return;
  const deleted = detail.borrado ? detail : (await staff.call<RegistrantChange>('PUT', `${path}/deletion`, { revision: detail.revision, borrado: true })).registrant;
  await staff.call('POST', `${path}/folio-release`, { revision: deleted.revision });
}

export const demoWaitlistStep: SeedStep = {
  id: 'lista-espera',
  name: 'lista de espera del 5K de la Carrera Nocturna de Guadalajara, con un lugar ofrecido',
  needs: ['inscripciones'],
  run: makeWaitlist,
};
