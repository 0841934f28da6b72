// The 'ficha de pago' of a reto: the OXXO voucher to pay at the store (reference, amount, expiry) and,
// in the local cloud, the link to pay it at the payment simulator.
import { Alert, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { moneyText } from '@shared/registration/money-text';
import type { OxxoVoucher } from '@shared/registration/registration-api';
import { instantInZone } from '@shared/registration/instant-text';
import { RETO_CURRENCY, retoPaymentTexts as texts } from '@shared/retos/reto-payment';
import { PaymentSimulatorLink } from '@web/components/payment-simulator-link';

/** The voucher's expiry on the athlete's own clock: a reto has no place of its own. */
const ownTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function RetoVoucher({ voucher }: { voucher: OxxoVoucher }) {
  const rows = [
    [texts.voucherReference, voucher.referencia],
    [texts.voucherAmount, moneyText(voucher.monto, RETO_CURRENCY)],
    [texts.voucherExpires, instantInZone(voucher.expiraEn, ownTimeZone())],
  ] as const;
  return (
    <Card variation="outlined">
      <Flex direction="column" gap="0.5rem">
        <Heading level={4}>{texts.voucherTitle}</Heading>
        {rows.map(([label, value]) => (
          <Text key={label}>
            <strong>{`${label}: `}</strong>
            {value}
          </Text>
        ))}
        <Text>{texts.voucherHowTo}</Text>
        <Alert variation="warning">{texts.voucherExpiry}</Alert>
        <PaymentSimulatorLink />
      </Flex>
    </Card>
  );
}
