// Paying the draft (spec §4 Registration flow 6–8, §8): the Purchase event once paid, 'Pago exitoso'
// for a card, and the server's message when the charge fails.
import { toastDurations } from '../../../../shared/core/messages';
import type { CreatedRegistration, PaymentRequest, RegistrantConfirmation, RegistrationView } from '../../../../shared/registration/registration-api';
import { flowTexts } from '../../../../shared/registration/registration-flow-texts';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { briefToastDuration, useToast } from '../../lib/toasts';
import { payRegistration } from './flow-api';
import { trackPurchase } from './flow-tracking';

const PAYMENT_DECLINED = 402;

interface PaymentContext {
  view: RegistrationView;
  registro: CreatedRegistration;
  tkl: string;
  onPaid: (confirmation: RegistrantConfirmation) => void;
}

export function usePayment({ view, registro, tkl, onPaid }: PaymentContext) {
  const toast = useToast();

  /** failureText replaces the server's message, as the free path does (spec §8). */
  return async (request: PaymentRequest, failureText?: string): Promise<void> => {
    try {
      const confirmation = await payRegistration(view.event.iDEvento, registro.registroId, request);
      // An OXXO voucher is not a payment yet: it is paid, and tracked, at the store.
      if (request.metodo !== 'oxxo_pay') trackPurchase(view.event, tkl, confirmation.order);
      if (request.metodo === 'card') toast(flowTexts.paid, toastDurations.normal);
      onPaid(confirmation);
    } catch (failure) {
      const declined = failure instanceof ApiError && failure.status === PAYMENT_DECLINED;
      toast(failureText ?? errorMessage(failure), declined ? briefToastDuration : toastDurations.normal);
    }
  };
}

export type Pay = ReturnType<typeof usePayment>;
