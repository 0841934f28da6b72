// Paying the draft (docs/registration.md §4 Registration flow 6–8, §8): the Purchase event once paid, 'Pago exitoso'
// for a card, and the server's message when the charge fails, toasted and kept on screen until the
// next attempt, with a PurchaseFail event.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toastDurations } from '@shared/core/messages';
import type { CreatedRegistration, PaymentRequest, RegistrantConfirmation, RegistrationView } from '@shared/registration/registration-api';
import { flowTexts } from '@shared/registration/registration-flow-texts';
import { ApiError } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/error-message';
import { briefToastDuration, useToast } from '@web/lib/toasts';
import { payRegistration, registrationViewKey } from './flow-api';
import { trackPurchase, trackPurchaseFail } from './flow-tracking';

const PAYMENT_DECLINED = 402;
/** Sold out or the discount code used up: the places the view shows are no longer true. */
const CONFLICT = 409;

interface PaymentContext {
  view: RegistrationView;
  registro: CreatedRegistration;
  tkl: string;
  onPaid: (confirmation: RegistrantConfirmation) => void;
}

export function usePayment({ view, registro, tkl, onPaid }: PaymentContext) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);

  /** The toast the spec gives for a failure, and the failure kept on screen. */
  const fail = (text: string, duration: number) => {
    toast(text, duration);
    setFailure(text);
  };

  /** failureText replaces the server's message, as the free path does (docs/registration.md §8). */
  const pay = async (request: PaymentRequest, failureText?: string): Promise<void> => {
    setFailure(null);
    try {
      const confirmation = await payRegistration(view.event.iDEvento, registro.registroId, request);
      // An OXXO voucher is not a payment yet: it is paid, and tracked, at the store.
      if (request.metodo !== 'oxxo_pay') trackPurchase(view.event, tkl, confirmation.order);
      if (request.metodo === 'card') toast(flowTexts.paid, toastDurations.normal);
      onPaid(confirmation);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : null;
      if (request.metodo !== 'oxxo_pay') trackPurchaseFail(view.event, tkl, registro.order, error instanceof ApiError ? error.body.code : 'UNEXPECTED');
      if (status === CONFLICT) void queryClient.invalidateQueries({ queryKey: registrationViewKey(view.event.iDEvento) });
      fail(failureText ?? errorMessage(error), status === PAYMENT_DECLINED ? briefToastDuration : toastDurations.normal);
    }
  };

  return { pay, fail, failure, clearFailure: () => setFailure(null) };
}

export type Payment = ReturnType<typeof usePayment>;
