// The platform owner's panels of a reto (docs/retos.md §2.8, §6): photo config (logos and frames), categories,
// the access slots and the registration form. The spec renders them for one hard-coded account; here
// for the platform's admins (perfil 1), and the API refuses the fields to anyone else.
import { Button, Card, Flex, Heading, Text, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { messages } from '@shared/core/messages';
import { retoConfigMessages } from '@shared/retos/reto-config';
import { retoConfigTexts } from '@shared/retos/reto-config-texts';
import { retoFormSchema } from '@shared/retos/reto-form';
import { accessCodeAdmitedSchema, retoCategoriesSchema, retoPhotosConfigSchema } from '@shared/retos/reto-owner-config';
import type { OrganizerRetoView } from '@shared/retos/virtual-event';
import { useMyProfile } from '@web/lib/my-profile';
import { RetoJsonPanel } from './reto-json-panel';
import type { RetoSave } from './use-reto-config';

const texts = retoConfigTexts.owner;

function slotsProblem(draft: string, issued: number): string | undefined {
  if (draft.trim() === '') return messages.required;
  const slots = accessCodeAdmitedSchema.safeParse(Number(draft));
  if (!slots.success) return slots.error.issues[0]?.message;
  return slots.data < issued ? retoConfigMessages.slotsBelowIssued(issued) : undefined;
}

function SlotsField({ reto, save }: { reto: OrganizerRetoView; save: RetoSave }) {
  const [draft, setDraft] = useState(String(reto.accessCodeAdmited));
  const [problem, setProblem] = useState<string>();
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = slotsProblem(draft, reto.codeUsesIssued);
    setProblem(found);
    if (found) return;
    setSaving(true);
    await save({ accessCodeAdmited: Number(draft) });
    setSaving(false);
  }

  return (
    <Flex as="form" aria-label={texts.slots} direction="column" gap="0.5rem" onSubmit={(event) => void submit(event)} noValidate>
      <TextField label={texts.slots} type="number" inputMode="numeric" min={reto.codeUsesIssued} step="1" isRequired value={draft} onChange={(event) => setDraft(event.target.value)} hasError={problem !== undefined} errorMessage={problem} maxWidth="20rem" />
      <Text fontSize="small" color="font.secondary">
        {texts.slotsIssued(reto.codeUsesIssued)}
      </Text>
      <Button type="submit" size="small" variation="primary" alignSelf="flex-start" isLoading={saving}>
        {retoConfigTexts.save}
      </Button>
    </Flex>
  );
}

export function RetoOwnerPanels({ reto, save }: { reto: OrganizerRetoView; save: RetoSave }) {
  const profile = useMyProfile();
  if (profile.data?.perfil !== 1) return null;
  return (
    <Card variation="outlined" columnSpan={{ base: 1, large: 2 }} minWidth="0">
      <Flex direction="column" gap="1.25rem">
        <Heading level={2} fontSize="xl">{texts.title}</Heading>
        <RetoJsonPanel label={texts.photosConfig} schema={retoPhotosConfigSchema} value={reto.photosConfig} save={(photosConfig) => save({ photosConfig })} />
        <RetoJsonPanel label={texts.categories} schema={retoCategoriesSchema} value={reto.categories} save={(categories) => save({ categories })} />
        <SlotsField reto={reto} save={save} />
        <RetoJsonPanel label={texts.form} schema={retoFormSchema} value={reto.form} save={(form) => save({ form })} />
      </Flex>
    </Card>
  );
}
