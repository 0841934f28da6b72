// The registrant's data and the payment detail of the confirmation page (docs/registration.md §2, §3 statusPago).
import { confirmationTexts as texts } from '@shared/registration/confirmation-texts';
import { groupFlowTexts } from '@shared/registration/group-flow-texts';
import { moneyText } from '@shared/registration/money-text';
import type { RegistrantConfirmation } from '@shared/registration/registration-api';
import { BASE_CURRENCY } from '@shared/registration/registry-config-schema';
import { resultRamaLabels } from '@shared/results/results-texts';
import { fullName } from '@shared/registration/registrant-name';
import { instantInZone } from '@shared/registration/instant-text';
import { registeredAt } from './confirmation-format';
import { ConfirmationRows } from './confirmation-rows';

export function AthleteDetails({ confirmation }: { confirmation: RegistrantConfirmation }) {
  const { datos, modalidad, rama, categoria, numero, fechaRegistro, event, grupo } = confirmation;
  return (
    <ConfirmationRows
      title={texts.athlete}
      rows={[
        [texts.name, fullName(datos)],
        [texts.modality, modalidad.descripcionModalidad],
        [texts.rama, resultRamaLabels[rama]],
        [texts.category, categoria.nombreCategoria],
        [texts.folio, numero === null ? undefined : String(numero)],
        [texts.registeredAt, registeredAt(fechaRegistro, event.zonaHoraria)],
        [groupFlowTexts.groupRow, grupo?.etiqueta],
      ]}
    />
  );
}

export function PaymentDetails({ confirmation }: { confirmation: RegistrantConfirmation }) {
  const { statusPago: pago, event } = confirmation;
  // docs/registration.md §2 Detalle Pago: the operation id only when there is one and it is not zero.
  const operation = pago.idOperacion && pago.idOperacion !== '0' ? pago.idOperacion : undefined;
  return (
    <ConfirmationRows
      title={texts.payment}
      rows={[
        [texts.paymentStatus, texts.paymentStatusLabels[pago.status]],
        [texts.paymentMethod, texts.paymentMethodLabels[pago.formaPago]],
        [texts.registrationMethod, texts.registrationMethodLabels[pago.formaInscripcion]],
        [texts.paidAt, pago.fechaPago ? instantInZone(pago.fechaPago, event.zonaHoraria) : undefined],
        [texts.card, pago.brand && pago.last4 ? texts.cardEnding(pago.brand, pago.last4) : undefined],
        [texts.charged, pago.amount === undefined ? undefined : moneyText(pago.amount, BASE_CURRENCY)],
        [texts.operationId, operation],
      ]}
    />
  );
}
