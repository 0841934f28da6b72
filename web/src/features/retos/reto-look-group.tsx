// One group of a reto's look (docs/retos.md §3, §9): the race bib's, the medal text's or the certificate's
// white back, text colour and positions (0 to 2, decimals allowed), saved together with 'Guardar';
// only the settings changed are sent, and a refused save keeps them as typed.
import { Button, Flex, SwitchField, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { retoConfigTexts } from '@shared/retos/reto-config-texts';
import { retoLookFields, type RetoLook } from '@shared/retos/reto-look';
import type { OrganizerRetoView } from '@shared/retos/virtual-event';
import type { RetoSave } from './use-reto-config';

const texts = retoConfigTexts.look;
type LookField = keyof RetoLook;

const labels: Record<LookField, string> = {
  raceNumberWhiteBack: texts.whiteBack,
  raceNumberFontColor: texts.fontColor,
  showMedalTime: texts.showMedalTime,
  medalFontColor: texts.fontColor,
  medalTextHorizontal: texts.horizontal,
  medalTextVertical: texts.vertical,
  certificateFontColor: texts.fontColor,
  certificateWhiteBack: texts.whiteBack,
  certificatePosition: texts.horizontal,
  certificatePositionVertical: texts.vertical,
};

type Draft = Partial<Record<LookField, string | boolean>>;

/** The draft as the API takes it (positions typed as text), or the first problem of each setting. */
function parsed(draft: Draft, reto: RetoLook): { changes: Partial<RetoLook> } | { problems: Partial<Record<LookField, string>> } {
  const changes: Record<string, unknown> = {};
  const problems: Partial<Record<LookField, string>> = {};
  for (const [name, raw] of Object.entries(draft) as [LookField, string | boolean][]) {
    const value = typeof reto[name] === 'number' && typeof raw === 'string' ? (raw.trim() === '' ? Number.NaN : Number(raw)) : raw;
    const check = retoLookFields[name].safeParse(value);
    if (check.success) changes[name] = check.data;
    else problems[name] = check.error.issues[0]?.message;
  }
  return Object.keys(problems).length > 0 ? { problems } : { changes: changes as Partial<RetoLook> };
}

interface RetoLookGroupProps {
  /** The group's name for assistive technology; the section around it shows it. */
  title: string;
  fields: LookField[];
  reto: OrganizerRetoView;
  save: RetoSave;
}

export function RetoLookGroup({ title, fields, reto, save }: RetoLookGroupProps) {
  const [draft, setDraft] = useState<Draft>({});
  const [problems, setProblems] = useState<Partial<Record<LookField, string>>>({});
  const [saving, setSaving] = useState(false);
  const set = (name: LookField, value: string | boolean) => setDraft((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = parsed(draft, reto);
    if ('problems' in result) {
      setProblems(result.problems);
      return;
    }
    setProblems({});
    setSaving(true);
    if (await save(result.changes)) setDraft({});
    setSaving(false);
  }

  const control = (name: LookField) => {
    const value = draft[name] ?? reto[name];
    const label = labels[name];
    if (typeof value === 'boolean') return <SwitchField key={name} label={label} isChecked={value} onChange={(event) => set(name, event.target.checked)} />;
    const colour = name.endsWith('FontColor');
    return (
      <TextField
        key={name}
        label={label}
        type={colour ? 'color' : 'number'}
        {...(colour ? { descriptiveText: String(value), inputStyles: { width: '4rem', height: '2.5rem', padding: '0.25rem' } } : { step: '0.1', min: '0', max: '2', inputMode: 'decimal' as const })}
        value={String(value)}
        onChange={(event) => set(name, event.target.value)}
        hasError={problems[name] !== undefined}
        errorMessage={problems[name]}
        maxWidth="20rem"
      />
    );
  };

  return (
    <Flex as="form" role="group" aria-label={title} direction="column" gap="0.75rem" onSubmit={(event) => void submit(event)} noValidate>
      {fields.map(control)}
      <Button type="submit" size="small" variation="primary" alignSelf="flex-start" isLoading={saving} isDisabled={Object.keys(draft).length === 0}>
        {retoConfigTexts.save}
      </Button>
    </Flex>
  );
}
