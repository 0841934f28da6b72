// The account statement (docs/registration.md §2 newer flow): the order's lines, the online fee, the total, and the
// total in pesos when the currency asks for it (§9).
import { Flex, Heading, Table, TableBody, TableCell, TableHead, TableRow, Text, View } from '@aws-amplify/ui-react';
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
    <Flex direction="column" gap="0.5rem">
      <Heading level={3} fontSize="xl">{title}</Heading>
      {/* On a narrow phone the table scrolls sideways instead of cutting off the amounts. */}
      <View overflow="auto">
        <Table size="small" variation="striped" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell as="th">{columns.concept}</TableCell>
              <TableCell as="th">{columns.quantity}</TableCell>
              <TableCell as="th">{columns.amount}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.lines.map((line) => (
              <TableRow key={line.code}>
                <TableCell>
                  <Text fontWeight="bold">{line.name}</Text>
                  {line.description && <Text fontSize="small">{line.description}</Text>}
                </TableCell>
                <TableCell>{line.quantity}</TableCell>
                {/* '$450.00 MXN' never breaks inside, however narrow the phone. */}
                <TableCell whiteSpace="nowrap">{moneyText(line.quantity * line.unit_price, order.moneda)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </View>
      <Text fontWeight="bold" textAlign="end">
        {`${flowTexts.total}: ${moneyText(order.total, order.moneda)}`}
      </Text>
      {showPesos && order.moneda !== BASE_CURRENCY && <Text textAlign="end">{`${flowTexts.totalInPesos}: ${moneyText(order.totalPesos, BASE_CURRENCY)}`}</Text>}
    </Flex>
  );
}
