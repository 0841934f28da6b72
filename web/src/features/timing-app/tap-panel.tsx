// The timer's controls (docs/timing.md#the-manual-timing-app): the point, the bib (optional: an empty
// place is filled later) with the start list's runner under it, and the big button that records the
// instant when the finger touches it. Enter in the bib field records too, so typing then Enter is one
// gesture.
import { Flex, SelectField, Text, TextField } from '@aws-amplify/ui-react';
import { useRef, useState, type FormEvent } from 'react';
import { pointKey, type TimingPoint } from '@shared/timing/manual-timing-points';
import type { StartListRunner } from '@shared/timing/manual-timing-schemas';
import { manualTimingTexts as texts } from '@shared/timing/manual-timing-texts';
import { BIB_PATTERN } from '@shared/timing/timing-schemas';
import { RunnerLine } from './runner-line';

interface TapPanelProps {
  points: TimingPoint[];
  point: TimingPoint;
  onPoint: (point: TimingPoint) => void;
  runners: Map<string, StartListRunner>;
  onTap: (bib: string) => void;
}

export function TapPanel({ points, point, onPoint, runners, onTap }: TapPanelProps) {
  const [bib, setBib] = useState('');
  const bibField = useRef<HTMLInputElement>(null);
  const typed = bib.trim();
  const valid = typed === '' || BIB_PATTERN.test(typed);

  function record(event?: FormEvent) {
    event?.preventDefault();
    if (!valid) return;
    onTap(typed);
    setBib('');
    bibField.current?.focus();
  }

  return (
    <Flex as="form" direction="column" gap="0.75rem" onSubmit={record}>
      <SelectField
        label={texts.point}
        size="large"
        value={pointKey(point)}
        onChange={(event) => onPoint(points.find((candidate) => pointKey(candidate) === event.target.value) ?? point)}
      >
        {points.map((option) => (
          <option key={pointKey(option)} value={pointKey(option)}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <TextField
        ref={bibField}
        label={texts.bib}
        placeholder={texts.bibPlaceholder}
        size="large"
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="done"
        value={bib}
        maxLength={12}
        onChange={(event) => setBib(event.target.value)}
        hasError={!valid}
        errorMessage={texts.bibInvalid}
        inputStyles={{ fontSize: '1.75rem', fontWeight: 700, letterSpacing: '0.05em' }}
      />
      {typed !== '' && valid && <RunnerLine runner={runners.get(typed)} hasList={runners.size > 0} />}
      {/* The instant is the finger's touch, not its release; a keyboard's press (detail 0) records on click. */}
      <button
        type="button"
        className="cronometraje-tap"
        onPointerDown={(event) => event.button === 0 && record()}
        onClick={(event) => event.detail === 0 && record()}
      >
        {texts.tap}
      </button>
      <Text fontSize="small" color="font.tertiary">
        {texts.tapHint}
      </Text>
    </Flex>
  );
}
