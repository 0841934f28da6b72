// The athlete's own result (docs/results.md §2 screen 7): bib, category, club or team, places, times and,
// when the athlete has no place, the status text of §4 (or that the runner is still on course).
import { Card, Flex, Grid, Text } from '@aws-amplify/ui-react';
import { resultsScreenTexts } from '@shared/results/results-texts';
import { resultStatus, type StatusConfig } from '@shared/results/result-status';
import type { ResultRow } from '@shared/results/result-row';

const { columns, positions } = resultsScreenTexts;

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Flex direction="column" gap="0" alignItems="center">
      <Text fontSize="xl" fontWeight="bold">
        {value}
      </Text>
      <Text fontSize="small" color="font.secondary">
        {label}
      </Text>
    </Flex>
  );
}

export function ResultCard({ row, config }: { row: ResultRow; config: StatusConfig }) {
  const { status, text } = resultStatus(row, config);
  return (
    <Card variation="outlined">
      <Flex direction="column" gap="0.75rem">
        <Text>
          {columns.bib} {row.num} · {row.mod} · {row.cat}
          {row.equipo ? ` · ${row.equipo}` : ''}
        </Text>
        {status === 'finished' ? (
          <Grid templateColumns="repeat(auto-fit, minmax(110px, 1fr))" gap="0.75rem">
            <Figure label={positions.general} value={row.pG} />
            <Figure label={positions.rama} value={row.pR} />
            <Figure label={positions.categoria} value={row.pCat} />
            <Figure label={columns.official} value={row.to} />
            <Figure label={columns.real} value={row.tc} />
          </Grid>
        ) : (
          <Text role="status" fontWeight="bold">
            {text}
          </Text>
        )}
      </Flex>
    </Card>
  );
}
