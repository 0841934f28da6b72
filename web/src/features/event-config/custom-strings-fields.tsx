// customStrings as a form (docs/events.md, Sections): one labelled field per text the pages read,
// with the spec's default shown, and key/value rows for any other key the organizer keeps. An empty
// field is left out of the section, so the default applies.
import { Button, Flex, Text, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { customStringDefaults } from '@shared/results/results-texts';
import { sectionFormTexts } from '@shared/results/section-form-texts';
import { SectionHeading } from '@web/components/section-heading';
import { InputGrid } from './list-item';

const texts = sectionFormTexts.customStrings;
type Strings = Record<string, string>;
const KNOWN = Object.keys(customStringDefaults) as (keyof typeof customStringDefaults)[];
const isKnown = (key: string): key is (typeof KNOWN)[number] => (KNOWN as string[]).includes(key);

interface Row {
  key: string;
  value: string;
}

/** The section as stored: known texts that are not empty, then the rows with a key. */
function toStrings(known: Strings, rows: readonly Row[]): Strings {
  const kept = Object.entries(known).filter(([, value]) => value.trim() !== '');
  const others = rows.filter((row) => row.key.trim() !== '' && !isKnown(row.key.trim())).map((row): [string, string] => [row.key.trim(), row.value]);
  return Object.fromEntries([...kept, ...others]);
}

function StringsEditor({ value, onChange }: { value: Strings; onChange: (next: Strings) => void }) {
  const known = Object.fromEntries(KNOWN.map((key) => [key, value[key] ?? '']));
  // Rows live here while typed: a row without a key yet cannot be in the section's record.
  const [rows, setRows] = useState<Row[]>(() => Object.entries(value).filter(([key]) => !isKnown(key)).map(([key, text]) => ({ key, value: text })));
  const setRow = (index: number, row: Row | null) => {
    const next = row ? rows.map((old, i) => (i === index ? row : old)) : rows.filter((_, i) => i !== index);
    setRows(next);
    onChange(toStrings(known, next));
  };
  return (
    <Flex direction="column" gap="1rem">
      <Text variation="tertiary">{texts.hint}</Text>
      <InputGrid>
        {KNOWN.map((key) => (
          <TextField
            key={key}
            label={texts.labels[key]}
            descriptiveText={texts.defaultHint(customStringDefaults[key])}
            placeholder={customStringDefaults[key]}
            maxLength={500}
            value={known[key]}
            onChange={(event) => onChange(toStrings({ ...known, [key]: event.target.value }, rows))}
          />
        ))}
      </InputGrid>
      <SectionHeading>{texts.others}</SectionHeading>
      <Text variation="tertiary">{texts.othersHint}</Text>
      {rows.map((row, index) => (
        // Rows are only appended or removed by position, and their keys are typed: the index is their identity.
        <Flex key={index} role="group" aria-label={texts.row(index)} gap="0.5rem" alignItems="flex-end" wrap="wrap">
          <TextField label={texts.key} maxLength={60} value={row.key} onChange={(event) => setRow(index, { ...row, key: event.target.value })} />
          <TextField label={texts.value} maxLength={500} flex="1" value={row.value} onChange={(event) => setRow(index, { ...row, value: event.target.value })} />
          <Button size="small" variation="warning" onClick={() => setRow(index, null)}>
            {texts.remove}
          </Button>
        </Flex>
      ))}
      <Button size="small" alignSelf="flex-start" onClick={() => setRows([...rows, { key: '', value: '' }])}>
        {texts.add}
      </Button>
    </Flex>
  );
}

export function CustomStringsFields() {
  const { control } = useFormContext();
  return <Controller control={control} name="data" render={({ field }) => <StringsEditor value={(field.value ?? {}) as Strings} onChange={field.onChange} />} />;
}
