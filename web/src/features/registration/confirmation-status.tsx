// Where the registration stands (docs/registration.md §2 Confirmation page types), the expired-voucher and AGOTADO
// notices, and 'Asignado folio' while there is no bib number.
import { Alert, Flex } from '@aws-amplify/ui-react';
import { confirmationTexts as texts } from '@shared/registration/confirmation-texts';
import type { ConfirmationType, RegistrantConfirmation } from '@shared/registration/registration-api';

const variations: Record<ConfirmationType, 'info' | 'warning' | 'success'> = { 0: 'info', 1: 'success', 2: 'warning', 3: 'success', 4: 'success' };

export function ConfirmationStatus({ confirmation }: { confirmation: RegistrantConfirmation }) {
  const { tipoConfirmacion: tipo, cancelado, agotado, numero } = confirmation;
  if (cancelado) {
    return (
      <Alert variation="error" role="alert" heading={texts.cancelledTitle}>
        {texts.cancelled}
      </Alert>
    );
  }
  if (agotado) {
    return (
      <Alert variation="error" role="alert" heading={texts.soldOutTitle}>
        {texts.soldOut(confirmation.modalidad.descripcionModalidad)}
      </Alert>
    );
  }
  return (
    <Flex direction="column" gap="0.5rem">
      <Alert variation={variations[tipo]} heading={texts.status[tipo]}>
        {texts.statusDetail[tipo]}
      </Alert>
      {numero === null && (
        <Alert variation="info" heading={texts.folioPending}>
          {texts.folioPendingDetail}
        </Alert>
      )}
    </Flex>
  );
}
