// Statistics of an athlete's result: how many finishers they beat overall and in their category,
// and their average pace and speed over the whole distance (chip time, the athlete's own effort), and
// their age grade when their modality has one.
import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { formatAgeGrade, type AgeGrade } from '@shared/results/age-grade-value';
import { ageGradeTexts } from '@shared/results/age-grade-texts';
import { formatDuration } from '@shared/results/durations';
import { resultsScreenTexts } from '@shared/results/results-texts';
import { pace } from '@shared/results/pace';
import type { ResultRow } from '@shared/results/result-row';

/** Share of the other finishers behind the athlete, 0 to 100. */
export function beatenPercent(place: number, finishers: number): number | null {
  if (place < 1 || finishers < 1 || place > finishers) return null;
  return Math.floor(((finishers - place) / finishers) * 100);
}

interface AthleteStatsProps {
  row: ResultRow;
  distanceKm: number;
  finishers: number;
  categoryFinishers: number;
  /** The athlete's age grade (docs/results.md "Edad ajustada"), when their modality has one. */
  grade?: AgeGrade | null;
}

export function AthleteStats({ row, distanceKm, finishers, categoryFinishers, grade }: AthleteStatsProps) {
  if (row.pG < 1) return null;
  const overall = beatenPercent(row.pG, finishers);
  const category = beatenPercent(row.pCat, categoryFinishers);
  const ms = row.tcMS || row.toMS;
  return (
    <section aria-label={resultsScreenTexts.statsTitle}>
      <Heading level={3} fontSize="xl">{resultsScreenTexts.statsTitle}</Heading>
      <Flex direction="column" gap="0.25rem">
        {overall !== null && <Text>{resultsScreenTexts.percentile(overall)}</Text>}
        {category !== null && <Text>{resultsScreenTexts.categoryPercentile(category)}</Text>}
        <Text>
          {resultsScreenTexts.averagePace}: {pace(distanceKm, ms, 'min/k')}
        </Text>
        <Text>
          {resultsScreenTexts.averageSpeed}: {pace(distanceKm, ms, 'km/h')}
        </Text>
        {grade && (
          <Text>
            {ageGradeTexts.cardTitle}: {ageGradeTexts.card(formatAgeGrade(grade), formatDuration(grade.tiempoMS))}
          </Text>
        )}
      </Flex>
    </section>
  );
}
