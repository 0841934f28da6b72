// The demo's group order (docs/registration.md, Group registration): the Ramírez Luna family, three
// athletes registered together by one payer on the Puebla spring race and paid by card in one charge,
// with the event's group discount (10 % from three athletes). Sent again on a later start, the same
// attempts answer the same group and the same payment.
import type { CreatedGroupRegistration, GroupMember } from '@shared/registration/group-registration-api';
import type { RegistrationView } from '@shared/registration/registration-api';
import type { SeedContext, SeedStep } from '../seed-demo';
import { APPROVED_CARD, cardToken } from './demo-registrant-calls';
import { MIN_DEMO_REGISTRANTS } from './demo-registrant-mix';
import { planRegistrants } from './demo-registrant-plan';
import { readDemoState } from './demo-state';
import { demoUuid } from './demo-uuid';
import { loopbackAddress, sendFrom } from './loopback-client';
import { apiCaller } from './seed-api';

/** A plan of its own, apart from the registrants step's, to draw the family's athletes from. */
const PLAN_SEED = 27;
/** The seed's athlete address the payer sends from, past the registrants step's. */
const PAYER_ADDRESS = 60_000;
export const DEMO_GROUP_LABEL = 'Familia Ramírez Luna';
const familyNames = ['Sofía', 'Diego', 'Valeria'];

async function registerGroup(context: SeedContext): Promise<void> {
  const { spring } = await readDemoState(context);
  if (!spring) throw new Error('El grupo de demostración necesita el evento próximo de Puebla del paso de eventos');
  const { eventId } = spring;
  const payer = apiCaller(context.url, {}, undefined, sendFrom(loopbackAddress('athletes', PAYER_ADDRESS)));
  const view = await payer.call<RegistrationView>('GET', `/api/events/${eventId}/registration`);
  const plan = planRegistrants({ eventId, seed: PLAN_SEED, count: MIN_DEMO_REGISTRANTS, modalidades: view.modalidades, event: view.event });
  // The 10K, with places to spare: the 5K's five are counted by the registrants step.
  const adults = plan.filter(({ path, request }) => path === 'tarjeta' && request.moneda === 'MXN' && request.codigoModalidad === '10K').slice(0, familyNames.length);
  const miembros: GroupMember[] = adults.map(({ request: { intento: _intento, tkl: _tkl, ...member } }, index) => ({
    ...member,
    datos: { ...member.datos, nombres: familyNames[index] ?? member.datos.nombres, apellidoPaterno: 'Ramírez', apellidoMaterno: 'Luna', correo: `familia.ramirez.${index + 1}@demo.mx` },
  }));
  const group = await payer.call<CreatedGroupRegistration>('POST', `/api/events/${eventId}/group-registrations`, {
    intento: demoUuid(`demo:${eventId}:grupo`),
    etiqueta: DEMO_GROUP_LABEL,
    miembros,
  });
  const token = await cardToken(payer, APPROVED_CARD, 'Sofía Ramírez Luna');
  await payer.call('POST', `/api/events/${eventId}/registrations/${group.registroId}/payment`, { metodo: 'card', intento: demoUuid(`demo:${eventId}:grupo:pago`), token });
}

export const demoGroupStep: SeedStep = {
  id: 'grupo',
  needs: ['inscripciones'],
  name: 'una inscripción grupal pagada (Familia Ramírez Luna) en la Carrera de la Primavera de Puebla',
  run: registerGroup,
};
