// Adding one address: a free subdomain of the platform, or the organizer's own domain.
import { Button, Flex, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { addHostSchema, type AddHostRequest } from '@shared/sites/site-api';
import { siteEditorTexts } from '@shared/sites/site-editor-texts';

const texts = siteEditorTexts.hosts;

interface AddHostFormProps {
  tipo: AddHostRequest['tipo'];
  pending: boolean;
  onAdd: (request: AddHostRequest) => Promise<unknown>;
}

export function AddHostForm({ tipo, pending, onAdd }: AddHostFormProps) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function submit() {
    const check = addHostSchema.safeParse(tipo === 'subdominio' ? { tipo, slug: value.trim() } : { tipo, dominio: value });
    setProblem(check.error?.issues[0]?.message ?? null);
    if (!check.success) return;
    try {
      await onAdd(check.data);
      setValue('');
    } catch {
      // The panel already said why; the text stays for the organizer to correct.
    }
  }

  return (
    <Flex alignItems="flex-start" gap="0.5rem" wrap="wrap">
      <TextField
        label={tipo === 'subdominio' ? texts.slug : texts.domain}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        hasError={problem !== null}
        errorMessage={problem ?? undefined}
      />
      <Button size="small" marginTop="1.75rem" isLoading={pending} isDisabled={pending} onClick={() => void submit()}>
        {tipo === 'subdominio' ? texts.addSlug : texts.addDomain}
      </Button>
    </Flex>
  );
}
