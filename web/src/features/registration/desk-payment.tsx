// How the person pays at the desk: cash at the point of sale, or an enrollment code typed by staff;
// the total to collect as the browser estimates it (the server's own comes with the folio).
import { Flex, Radio, RadioGroupField, Text, TextField } from '@aws-amplify/ui-react';
import type { DeskRegistrationRequest } from '@shared/registration/desk-registration-api';
import { deskTexts } from '@shared/registration/desk-texts';
import { moneyText } from '@shared/registration/money-text';
import type { Order } from '@shared/registration/order-total';

export type DeskOrigin = DeskRegistrationRequest['tipoRegistro'];

interface DeskPaymentProps {
  tipoRegistro: DeskOrigin;
  onTipoRegistro: (tipoRegistro: DeskOrigin) => void;
  codigo: string;
  onCodigo: (codigo: string) => void;
  /** The code's message, the browser's or the server's. */
  codeError: string | undefined;
  order: Order | null;
}

export function DeskPayment({ tipoRegistro, onTipoRegistro, codigo, onCodigo, codeError, order }: DeskPaymentProps) {
  return (
    <Flex direction="column" gap="0.75rem">
      <RadioGroupField legend={deskTexts.paymentLegend} name="tipoRegistro" value={String(tipoRegistro)} onChange={(event) => onTipoRegistro(event.target.value === '3' ? 3 : 2)}>
        <Radio value="2">{deskTexts.methods[2]}</Radio>
        <Radio value="3">{deskTexts.methods[3]}</Radio>
      </RadioGroupField>
      {tipoRegistro === 3 && (
        <TextField
          label={deskTexts.codeLabel}
          value={codigo}
          autoComplete="off"
          descriptiveText={deskTexts.codeHint}
          hasError={codeError !== undefined}
          errorMessage={codeError}
          onChange={(event) => onCodigo(event.target.value)}
        />
      )}
      {order && (
        <Text fontWeight="bold" fontSize="large">
          {`${deskTexts.totalToCollect}: ${moneyText(order.total, order.moneda)}`}
        </Text>
      )}
    </Flex>
  );
}
