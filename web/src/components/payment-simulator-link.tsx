// In the local cloud only (its payment simulator tokenizes and charges): the link to pay an OXXO
// voucher at the simulator, as a store would.
import { Link } from '@aws-amplify/ui-react';
import { useQuery } from '@tanstack/react-query';
import { flowTexts } from '@shared/registration/registration-flow-texts';
import { loadRuntimeConfig } from '@web/lib/runtime-config';

const SIMULATOR_PAGE = '/local/payments';

export function PaymentSimulatorLink() {
  const config = useQuery({ queryKey: ['runtime-config'], queryFn: loadRuntimeConfig, staleTime: Infinity });
  if (config.data?.payments.provider !== 'simulador') return null;
  return (
    <Link href={SIMULATOR_PAGE} isExternal>
      {flowTexts.simulatorLink}
    </Link>
  );
}
