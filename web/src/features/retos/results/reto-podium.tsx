// The winners' podium of a reto once it has ended (docs/retos.md §4, §9): the first three of each gender,
// Femenil and Varonil side by side (one under the other on a phone).
import { Card, Flex, Grid, Heading, Text } from '@aws-amplify/ui-react';
import { genderLabels, retoResultsTexts as texts, type RetoPodium as Podium, type RetoResultRow } from '@shared/retos/reto-results';

const MEDALS = ['#d4a017', '#a8a9ad', '#b0703c'];

function GenderPodium({ title, rows }: { title: string; rows: RetoResultRow[] }) {
  return (
    <Card variation="outlined">
      <Heading level={4} fontSize="large" marginBottom="0.5rem">
        {title}
      </Heading>
      {rows.length === 0 && <Text color="font.secondary">{texts.none}</Text>}
      <Flex as="ol" direction="column" gap="0.5rem" margin="0" padding="0" style={{ listStyle: 'none' }}>
        {rows.map((row, i) => (
          <Flex as="li" key={row.raceNumber + row.athleteName} alignItems="center" gap="0.75rem">
            <Text as="span" fontWeight="bold" fontSize="large" color={MEDALS[i]} minWidth="2.5rem">
              {texts.place(row.positions.gender)}
            </Text>
            <Flex direction="column" gap="0">
              <Text as="span" fontWeight="bold">
                {row.athleteName} {row.athleteLastName}
              </Text>
              <Text as="span" fontSize="small" fontFamily="monospace">
                {row.finishTime}
              </Text>
            </Flex>
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}

export function RetoPodium({ podium }: { podium: Podium }) {
  return (
    <Flex as="section" direction="column" gap="0.5rem" aria-label={texts.podium}>
      <Heading level={3} fontSize="xl">{texts.podium}</Heading>
      <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr' }} gap="0.75rem">
        <GenderPodium title={genderLabels.F} rows={podium.F} />
        <GenderPodium title={genderLabels.M} rows={podium.M} />
      </Grid>
    </Flex>
  );
}
