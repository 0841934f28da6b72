// Step 0's receipt of a priced reto once paid (docs/retos.md, Paying a priced reto): the amount, the
// order and when, and that the same receipt went by mail.
import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { momentText } from '@shared/core/moment-text';
import { moneyText } from '@shared/registration/money-text';
import type { RetoReceipt as Receipt } from '@shared/retos/participation';
import { RETO_CURRENCY } from '@shared/retos/reto-payment';
import { retoReceiptTexts as texts } from '@shared/retos/reto-receipt-texts';

const paidAt = (iso: string) => momentText(iso, 'long');

export function RetoReceipt({ receipt }: { receipt: Receipt }) {
  const rows = [
    [texts.amount, moneyText(receipt.monto, RETO_CURRENCY)],
    [texts.order, receipt.ordenPago],
    [texts.paidAt, paidAt(receipt.pagadoEn)],
  ] as const;
  return (
    <Card variation="outlined" borderColor="border.success">
      <Flex direction="column" gap="0.5rem">
        <Heading level={4}>{texts.title}</Heading>
        <Flex as="dl" direction="column" gap="0.25rem" margin="0">
          {rows.map(([label, value]) => (
            <Flex key={label} gap="0.5rem" wrap="wrap">
              <Text as="dt" fontWeight="bold">{`${label}:`}</Text>
              <Text as="dd" margin="0" style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </Flex>
          ))}
        </Flex>
        <Text fontSize="small" color="font.secondary">
          {texts.mailed}
        </Text>
      </Flex>
    </Card>
  );
}
