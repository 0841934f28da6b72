// A transferred registration on the demo's upcoming race (docs/registration.md, Transfers and modality
// changes): Andrea registers for the 10K and pays by card, makes the transfer link from her
// confirmation page, and Mariana opens it, fills her data and pays the fee, as each would in the
// browser. Every call is the same attempt when sent again, so a start cut short completes it; the
// change is remembered before it is paid, since Andrea's link opens nothing once it is.
import type { ChangeView } from '@shared/registration/change-api';
import { offeredCategories } from '@shared/registration/offered-categories';
import type { AthleteData, CreatedRegistration, RegistrantConfirmation, RegistrationRequest, RegistrationView } from '@shared/registration/registration-api';
import type { SeedContext, SeedStep } from '../seed-demo';
import { readDemoState, writeDemoState } from './demo-state';
import { demoUuid } from './demo-uuid';
import { loopbackAddress, sendFrom } from './loopback-client';
import { apiCaller, type SeedApi } from './seed-api';

const MODALITY = '10K';
/** Seed clients' addresses past the registrants' own (demo-registrants-step.ts). */
const HOLDER_CLIENT = 60_000;

export const TRANSFER_HOLDER: AthleteData = { correo: 'andrea.traspaso@demo.mx', nombres: 'Andrea', apellidos: 'Ruiz Cano', telefono: '3312345678', fechaNacimiento: '1990-05-12', genero: 'F' };
export const TRANSFER_TAKER: AthleteData = { correo: 'mariana.traspaso@demo.mx', nombres: 'Mariana', apellidos: 'Vega Luna', telefono: '3387654321', fechaNacimiento: '1988-10-03', genero: 'F' };

async function cardToken(api: SeedApi, name: string): Promise<string> {
  const card = { number: '4242424242424242', name, exp_month: 12, exp_year: new Date().getFullYear() + 4, cvc: '123' };
  return (await api.call<{ id: string }>('POST', '/local/payments/tokens', { card })).id;
}

function registration(view: RegistrationView): RegistrationRequest {
  const modality = view.modalidades.find((candidate) => candidate.codigoModalidad === MODALITY);
  if (!modality) throw new Error('El evento próximo de demostración no tiene 10K');
  const offer = offeredCategories(modality, TRANSFER_HOLDER, { edadActual: true, categoriasInferiores: false, event: view.event, now: new Date() });
  const category = offer.status === 'offered' ? offer.categorias.find((candidate) => candidate.sugerida) : undefined;
  if (!category) throw new Error('El 10K de demostración no ofrece categoría a la atleta del traspaso');
  return {
    intento: demoUuid('traspaso:registro'),
    datos: TRANSFER_HOLDER,
    moneda: 'MXN',
    codigoModalidad: MODALITY,
    rama: category.rama,
    codigoCategoria: category.codigo,
    campos: { tallaPlayera: 'M', contactoEmergencia: 'Luis Ruiz', telefonoEmergencia: '3311112222', aceptoReglamento: true },
    productos: [],
  };
}

async function transferRegistration(context: SeedContext): Promise<void> {
  const state = await readDemoState(context);
  if (!state.upcoming) throw new Error('El traspaso de demostración necesita el evento próximo');
  const { eventId } = state.upcoming;
  const api = apiCaller(context.url, {}, undefined, sendFrom(loopbackAddress('athletes', HOLDER_CLIENT)));
  const view = await api.call<RegistrationView>('GET', `/api/events/${eventId}/registration`);
  const { registroId } = await api.call<CreatedRegistration>('POST', `/api/events/${eventId}/registrations`, registration(view));
  const registrationPath = `/api/events/${eventId}/registrations/${registroId}`;
  // The change is remembered before it is paid: once paid, Andrea's link (the registroId alone) opens nothing.
  let cambioId = state.traspaso?.registroId === registroId ? state.traspaso.cambioId : undefined;
  if (!cambioId) {
    await api.call('POST', `${registrationPath}/payment`, { metodo: 'card', intento: demoUuid('traspaso:pago'), token: await cardToken(api, 'Andrea Ruiz') });
    const confirmation = await api.call<RegistrantConfirmation>('GET', registrationPath);
    cambioId = confirmation.cambios?.pendiente?.cambioId ?? (await api.call<ChangeView>('POST', `${registrationPath}/changes`, { tipo: 'traspaso' })).cambioId;
    await writeDemoState(context, { ...(await readDemoState(context)), traspaso: { eventId, registroId, cambioId } });
  }
  // The same attempt sent again answers the applied transfer with Mariana's link.
  const paid = await api.call<ChangeView>('POST', `/api/events/${eventId}/changes/${cambioId}/payment`, { metodo: 'card', intento: demoUuid('traspaso:cuota'), token: await cardToken(api, 'Mariana Vega'), datos: TRANSFER_TAKER });
  if (!paid.enlace) throw new Error('El traspaso de demostración no respondió el enlace de Mariana');
  await writeDemoState(context, { ...(await readDemoState(context)), traspaso: { eventId, registroId, cambioId, enlace: paid.enlace } });
}

export const demoTransferStep: SeedStep = {
  id: 'traspaso',
  name: 'una inscripción traspasada a otra persona',
  needs: ['inscripciones'],
  run: transferRegistration,
};
