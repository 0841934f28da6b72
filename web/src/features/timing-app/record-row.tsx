// One recorded place: its place and time, the bib (or 'Sin número'), the runner, its state, a warning
// when the bib repeats, and the timer's corrections.
import { Badge, Button, Flex, Text, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import type { StartListRunner } from '@shared/timing/manual-timing-schemas';
import { manualTimingTexts as texts } from '@shared/timing/manual-timing-texts';
import { BIB_PATTERN } from '@shared/timing/timing-schemas';
import type { PlacedRecord } from './placed-records';
import { RunnerLine } from './runner-line';

const badgeOf = { pendiente: 'warning', enviada: 'success', rechazada: 'error' } as const;

interface RecordRowProps {
  placed: PlacedRecord;
  runners: Map<string, StartListRunner>;
  repeatedBibSeconds: number;
  /** Whether a sent read can still be corrected or deleted from this device. */
  mayDiscard: boolean;
  onBib: (readId: string, bib: string) => void;
  onDelete: (readId: string) => void;
}

export function RecordRow({ placed, runners, repeatedBibSeconds, mayDiscard, onBib, onDelete }: RecordRowProps) {
  const { record, place, time, repeated } = placed;
  const [editing, setEditing] = useState(false);
  const [bib, setBib] = useState(record.bib);
  const locked = record.state === 'enviada' && !mayDiscard;
  const valid = BIB_PATTERN.test(bib.trim());

  function save(event: FormEvent) {
    event.preventDefault();
    if (!valid) return;
    onBib(record.readId, bib.trim());
    setEditing(false);
  }

  return (
    <li className="cronometraje-row" data-repeated={repeated} data-testid="lectura">
      <Text fontWeight="bold" fontSize="large">
        {texts.place(place)}
      </Text>
      <Flex direction="column" gap="0.1rem" minWidth="0">
        <span className="cronometraje-time">{time}</span>
        {editing ? (
          <Flex as="form" gap="0.5rem" alignItems="flex-end" onSubmit={save}>
            <TextField
              label={texts.fillBib(place)}
              labelHidden
              autoFocus
              inputMode="numeric"
              maxLength={12}
              value={bib}
              onChange={(event) => setBib(event.target.value)}
              hasError={bib !== '' && !valid}
            />
            <Button type="submit" variation="primary" size="small" isDisabled={!valid}>
              {texts.save}
            </Button>
          </Flex>
        ) : (
          <Text fontSize="large" fontWeight="bold">
            {record.bib || texts.noBib}
          </Text>
        )}
        {record.bib !== '' && !editing && <RunnerLine runner={runners.get(record.bib)} hasList={runners.size > 0} />}
        <Flex gap="0.35rem" wrap="wrap" alignItems="center">
          <Badge size="small" variation={badgeOf[record.state]}>
            {texts.states[record.state]}
          </Badge>
        </Flex>
        {repeated && (
          <Text fontSize="small" fontWeight="bold" color="font.warning" role="alert">
            ⚠ {texts.repeated(repeatedBibSeconds)}
          </Text>
        )}
        {record.reason && (
          <Text fontSize="small" color="font.error">
            {record.reason}
          </Text>
        )}
        {locked && !editing && (
          <Text fontSize="xs" color="font.tertiary">
            {texts.correctionNeedsStaff}
          </Text>
        )}
      </Flex>
      {!locked && !editing && (
        <Flex direction="column" gap="0.35rem">
          <Button size="small" onClick={() => setEditing(true)}>
            {record.bib ? texts.edit : texts.addBib}
          </Button>
          <Button size="small" variation="warning" aria-label={texts.deleteRead(place)} onClick={() => onDelete(record.readId)}>
            {texts.delete}
          </Button>
        </Flex>
      )}
    </li>
  );
}
