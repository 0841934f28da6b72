// The places recorded at the point, newest first, a page at a time (a finish line records thousands).
import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { StartListRunner } from '@shared/timing/manual-timing-schemas';
import { manualTimingTexts as texts } from '@shared/timing/manual-timing-texts';
import type { PlacedRecord } from './placed-records';
import { RecordRow } from './record-row';

const PAGE = 50;

interface RecordListProps {
  placed: PlacedRecord[];
  runners: Map<string, StartListRunner>;
  repeatedBibSeconds: number;
  mayDiscard: boolean;
  onBib: (readId: string, bib: string) => void;
  onDelete: (readId: string) => void;
}

export function RecordList({ placed, ...rowProps }: RecordListProps) {
  const [shown, setShown] = useState(PAGE);
  return (
    <Flex direction="column" gap="0.25rem">
      <Heading level={2} fontSize="large">
        {texts.recordsHeading}
      </Heading>
      {placed.length === 0 && <Text color="font.tertiary">{texts.noRecords}</Text>}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {placed.slice(0, shown).map((one) => (
          <RecordRow key={one.record.readId} placed={one} {...rowProps} />
        ))}
      </ul>
      {placed.length > shown && (
        <Button variation="link" onClick={() => setShown((count) => count + PAGE * 4)}>
          {texts.showMore(shown, placed.length)}
        </Button>
      )}
    </Flex>
  );
}
