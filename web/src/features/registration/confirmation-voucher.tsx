// The OXXO voucher of a registration waiting for its cash payment (docs/registration.md §2 Cash-store voucher).
import { Alert, Flex, View } from '@aws-amplify/ui-react';
import { confirmationTexts as texts } from '@shared/registration/confirmation-texts';
import { moneyText } from '@shared/registration/money-text';
import type { OxxoVoucher } from '@shared/registration/registration-api';
import { BASE_CURRENCY } from '@shared/registration/registry-config-schema';
import { instantInZone } from '@shared/registration/instant-text';
import { ConfirmationRows } from './confirmation-rows';

export function ConfirmationVoucher({ voucher, timeZone }: { voucher: OxxoVoucher; timeZone: string }) {
  return (
    <Flex direction="column" gap="0.5rem">
      <ConfirmationRows
        title={texts.voucher}
        rows={[
          [texts.voucherAmount, moneyText(voucher.monto, BASE_CURRENCY)],
          [texts.voucherReference, voucher.referencia],
          [texts.voucherExpires, instantInZone(voucher.expiraEn, timeZone)],
        ]}
      />
      <View as="ol" margin="0" paddingInlineStart="1.5rem">
        {texts.voucherSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </View>
      <Alert variation="warning">{texts.voucherExpiry}</Alert>
    </Flex>
  );
}
