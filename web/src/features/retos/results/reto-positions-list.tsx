// The six positions of an athlete in a reto (docs/retos.md §3 positions*): overall, in the gender and in the
// category, by time and relative to the goal; '—' for a position not computed yet (0).
import { Grid, Text, View } from '@aws-amplify/ui-react';
import type { RetoPositions } from '@shared/retos/reto-ranking';
import { retoResultsTexts as texts } from '@shared/retos/reto-results';

const ORDER: (keyof RetoPositions)[] = ['absolute', 'gender', 'category', 'relative', 'relativeGender', 'relativeCategory'];

export const placeText = (position: number) => (position > 0 ? texts.place(position) : '—');

export function RetoPositionsList({ positions }: { positions: RetoPositions }) {
  return (
    <Grid as="dl" templateColumns="repeat(auto-fill, minmax(9rem, 1fr))" gap="0.5rem" margin="0">
      {ORDER.map((key) => (
        <View key={key}>
          <Text as="dt" fontSize="small" color="font.secondary">
            {texts.positions[key]}
          </Text>
          <Text as="dd" margin="0" fontSize="large" fontWeight="bold">
            {placeText(positions[key])}
          </Text>
        </View>
      ))}
    </Grid>
  );
}
