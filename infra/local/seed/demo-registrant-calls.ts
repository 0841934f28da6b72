// One planned registrant taken through the platform as its person would: the public registration
// and payment calls from an address of its own, the card tokenized and the OXXO voucher paid at the
// payment simulator; or, for the desk paths, the desk call of the staff member who registers them.
import type { DeskRegistrationRequest } from '@shared/registration/desk-registration-api';
import type { CreatedRegistration, PaymentRequest, RegistrantConfirmation } from '@shared/registration/registration-api';
import type { DemoPath } from './demo-registrant-mix';
import type { DeskClerk, PlannedRegistrant } from './demo-registrant-plan';
import { demoUuid } from './demo-uuid';
import { loopbackAddress, sendFrom } from './loopback-client';
import { apiCaller, CallFailed, type SeedApi } from './seed-api';

export const APPROVED_CARD = '4242424242424242';
const declinedCards = ['4000000000000002', '4000000000009995'];
const PAYMENT_DECLINED = 402;

export interface RegistrantCalls {
  url: string;
  eventId: number;
  /** The staff accounts that register at the desk, signed in. */
  clerks: Record<DeskClerk, SeedApi>;
}

/** A payment request but its intento, which is derived from the registrant and the attempt. */
type WithoutIntento<T> = T extends unknown ? Omit<T, 'intento'> : never;
type PaymentMethodRequest = WithoutIntento<PaymentRequest>;

const deskOrigin: Partial<Record<DemoPath, DeskRegistrationRequest['tipoRegistro']>> = { taquilla: 2, 'codigo-inscripcion': 3 };

/** A card token as the browser's tokenizer gets one from the simulator. */
export async function cardToken(api: SeedApi, number: string, name: string): Promise<string> {
  const card = { number, name, exp_month: 12, exp_year: new Date().getFullYear() + 4, cvc: '123' };
  return (await api.call<{ id: string }>('POST', '/local/payments/tokens', { card })).id;
}

/** Registers the planned person and pays as their path says; answers the registroId. Sent again, every call is the same attempt. */
export async function registerPlanned({ url, eventId, clerks }: RegistrantCalls, planned: PlannedRegistrant): Promise<string> {
  const { index, path, request, clerk } = planned;
  const tipoRegistro = deskOrigin[path];
  if (tipoRegistro !== undefined) {
    if (!clerk) throw new Error(`El inscrito ${index} de taquilla no dice quién lo registra`);
    const desk: DeskRegistrationRequest = { ...request, tipoRegistro };
    return (await clerks[clerk].call<RegistrantConfirmation>('POST', `/api/events/${eventId}/desk-registrations`, desk)).registroId;
  }
  const athlete = apiCaller(url, {}, undefined, sendFrom(loopbackAddress('athletes', index)));
  const { registroId } = await athlete.call<CreatedRegistration>('POST', `/api/events/${eventId}/registrations`, request);
  const holder = `${request.datos.nombres} ${request.datos.apellidoPaterno ?? ''}`.trim();
  const pay = (attempt: number, payment: PaymentMethodRequest) =>
    athlete.call<RegistrantConfirmation>('POST', `/api/events/${eventId}/registrations/${registroId}/payment`, {
      ...payment,
      intento: demoUuid(`demo:${eventId}:${index}:pago:${attempt}`),
    });
  const payByCard = async (attempt: number, number: string) => pay(attempt, { metodo: 'card', token: await cardToken(athlete, number, holder) });
  const declined = async (attempt: number) => {
    try {
      await payByCard(attempt, declinedCards[index % declinedCards.length]!);
    } catch (error) {
      if (!(error instanceof CallFailed && error.status === PAYMENT_DECLINED)) throw error;
    }
  };
  switch (path) {
    case 'borrador':
      break;
    case 'infantil':
    case 'invitado':
      await pay(1, { metodo: 'free' });
      break;
    case 'rechazada':
      await declined(1);
      break;
    case 'rechazada-pagada':
      await declined(1);
      await payByCard(2, APPROVED_CARD);
      break;
    case 'oxxo-pendiente':
      await pay(1, { metodo: 'oxxo_pay' });
      break;
    case 'oxxo-pagada': {
      const { voucher } = await pay(1, { metodo: 'oxxo_pay' });
      if (!voucher) throw new Error(`La inscripción ${registroId} no recibió ficha OXXO`);
      // The simulator's 'Marcar como pagada': it sends the signed order.paid webhook as Conekta would.
      await athlete.call('POST', `/local/payments/oxxo/${encodeURIComponent(voucher.referencia)}/pay`, {});
      break;
    }
    default:
      await payByCard(1, APPROVED_CARD);
  }
  return registroId;
}
