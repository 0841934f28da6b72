// The account statement (docs/registration.md §2 newer flow): the order's lines, the online fee, the total, and the
// total in pesos when the currency asks for it (§9), on a card of its own with the amounts aligned.
import { Card, Flex, Heading, Table, TableBody, TableCell, TableHead, TableRow, Text, View } from '@aws-amplify/ui-react';
import type { Order } from '@shared/registration/order-total';
import { flowTexts } from '@shared/registration/registration-flow-texts';
import { BASE_CURRENCY } from '@shared/registration/registry-config-schema';
import { moneyText } from '@shared/registration/money-text';

interface OrderSummaryProps {
  order: Order;
  title?: string;
  showPesos: boolean;
}

export function OrderSummary({ order, title = flowTexts.summaryTitle, showPesos }: OrderSummaryProps) {
  const { summaryColumns: columns } = flowTexts;
  return (
    <Card variation="outlined" backgroundColor="background.secondary" padding="1rem">
      <Flex direction="column" gap="0.5rem">
        <Heading level={3} fontSize="xl">{title}</Heading>
        {/* On a narrow phone the table scrolls sideways instead of cutting off the amounts. */}
        <View overflow="auto">
          <Table size="small" variation="striped" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell as="th">{columns.concept}</TableCell>
                <TableCell as="th" textAlign="center">
                  {columns.quantity}
                </TableCell>
                <TableCell as="th" textAlign="end">
                  {columns.amount}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.lines.map((line) => (
                <TableRow key={line.code}>
                  <TableCell>
                    <Text fontWeight="bold">{line.name}</Text>
                    {line.description && <Text fontSize="small">{line.description}</Text>}
                  </TableCell>
                  <TableCell textAlign="center">{line.quantity}</TableCell>
                  {/* '$450.00 MXN' never breaks inside, however narrow the phone. */}
                  <TableCell whiteSpace="nowrap" textAlign="end">{moneyText(line.quantity * line.unit_price, order.moneda)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </View>
        <Text fontWeight="extrabold" fontSize="large" textAlign="end" paddingTop="0.5rem" borderWidth="2px 0 0" borderStyle="solid" borderColor="border.secondary">
          {`${flowTexts.total}: ${moneyText(order.total, order.moneda)}`}
        </Text>
        {showPesos && order.moneda !== BASE_CURRENCY && <Text textAlign="end">{`${flowTexts.totalInPesos}: ${moneyText(order.totalPesos, BASE_CURRENCY)}`}</Text>}
      </Flex>
    </Card>
  );
}
