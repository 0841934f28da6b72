// Figures as a description list that wraps: each label small above its value. An activity's summary
// and its training figures read this way.
import { Flex, Text, View } from '@aws-amplify/ui-react';

export function FigureList({ figures }: { figures: { label: string; value: string }[] }) {
  return (
    <Flex as="dl" wrap="wrap" gap="0.5rem 1.5rem" margin="0">
      {figures.map(({ label, value }) => (
        <View key={label}>
          <Text as="dt" fontSize="small" color="font.tertiary">{label}</Text>
          <Text as="dd" margin="0" fontWeight="semibold">{value}</Text>
        </View>
      ))}
    </Flex>
  );
}
