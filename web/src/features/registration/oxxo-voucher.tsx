// The cash-store voucher screen (spec §2): the confirmation page's voucher block (amount, reference,
// expiry, how to pay) and, in the local cloud, a link to pay it in the payment simulator.
import { Link } from '@aws-amplify/ui-react';
import { useQuery } from '@tanstack/react-query';
import type { RegistrantConfirmation } from '../../../../shared/registration/registration-api';
import { flowTexts } from '../../../../shared/registration/registration-flow-texts';
import { loadRuntimeConfig } from '../../lib/runtime-config';
import { ConfirmationVoucher } from './confirmation-voucher';

const SIMULATOR_PAGE = '/local/payments';

export function OxxoVoucher({ voucher, event }: Required<Pick<RegistrantConfirmation, 'voucher' | 'event'>>) {
  const config = useQuery({ queryKey: ['runtime-config'], queryFn: loadRuntimeConfig, staleTime: Infinity });
  return (
    <>
      <ConfirmationVoucher voucher={voucher} timeZone={event.zonaHoraria} />
      {config.data?.payments.provider === 'simulador' && (
        <Link href={SIMULATOR_PAGE} isExternal>
          {flowTexts.simulatorLink}
        </Link>
      )}
    </>
  );
}
