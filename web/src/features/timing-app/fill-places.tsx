// The places recorded without a bib, oldest first: the timer types each bib in the order the runners
// crossed, and the next empty place comes up at once (tap, tap, tap, then the bibs).
import { Button, Card, Flex, Heading, Text, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { manualTimingTexts as texts } from '@shared/timing/manual-timing-texts';
import { BIB_PATTERN } from '@shared/timing/timing-schemas';
import type { PlacedRecord } from './placed-records';

export function FillPlaces({ empty, onBib }: { empty: PlacedRecord[]; onBib: (readId: string, bib: string) => void }) {
  const [bib, setBib] = useState('');
  const next = empty.at(-1);
  if (!next) return null;
  const valid = BIB_PATTERN.test(bib.trim());

  function save(event: FormEvent) {
    event.preventDefault();
    if (!valid || !next) return;
    onBib(next.record.readId, bib.trim());
    setBib('');
  }

  return (
    <Card variation="outlined" backgroundColor="background.warning">
      <Flex as="form" direction="column" gap="0.5rem" onSubmit={save}>
        <Heading level={2} fontSize="large">
          {texts.fillHeading(empty.length)}
        </Heading>
        <Text fontSize="small">{texts.fillHint}</Text>
        <Flex gap="0.5rem" alignItems="flex-end">
          <TextField
            label={`${texts.fillBib(next.place)} · ${next.time}`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            size="large"
            value={bib}
            onChange={(event) => setBib(event.target.value)}
            hasError={bib !== '' && !valid}
            flex="1"
          />
          <Button type="submit" variation="primary" size="large" isDisabled={!valid}>
            {texts.save}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
