// The cash-store voucher screen (docs/registration.md §2): the confirmation page's voucher block (amount, reference,
// expiry, how to pay) and, in the local cloud, a link to pay it in the payment simulator.
import type { RegistrantConfirmation } from '@shared/registration/registration-api';
import { PaymentSimulatorLink } from '@web/components/payment-simulator-link';
import { ConfirmationVoucher } from './confirmation-voucher';

export function OxxoVoucher({ voucher, event }: Required<Pick<RegistrantConfirmation, 'voucher' | 'event'>>) {
  return (
    <>
      <ConfirmationVoucher voucher={voucher} timeZone={event.zonaHoraria} />
      <PaymentSimulatorLink />
    </>
  );
}
