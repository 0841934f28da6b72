// A titled block of label/value rows, as the confirmation page lists the athlete and the payment.
import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';

/** Rows whose value is undefined are left out. */
export type Rows = [label: string, value: string | undefined][];

export function ConfirmationRows({ title, rows }: { title: string; rows: Rows }) {
  return (
    <Card variation="outlined">
      <Heading level={3} fontSize="xl" marginBottom="0.5rem">
        {title}
      </Heading>
      <Flex as="dl" direction="column" gap="0.25rem" margin="0">
        {rows.flatMap(([label, value]) =>
          value === undefined
            ? []
            : [
                <Flex key={label} gap="0.5rem" wrap="wrap">
                  <Text as="dt" fontWeight="bold">{`${label}:`}</Text>
                  <Text as="dd" margin="0">
                    {value}
                  </Text>
                </Flex>,
              ],
        )}
      </Flex>
    </Card>
  );
}
