// Adding one address: a free subdomain of the platform, or the organizer's own domain. The field shows
// what is wrong with the address typed: its shape, a reserved or IDN subdomain (checked here before
// sending), or what the API answered about it (read alike another, taken).
import { Button, Flex, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { addHostSchema, type AddHostRequest } from '@shared/sites/site-api';
import { siteEditorTexts } from '@shared/sites/site-editor-texts';
import { slugRefusal } from '@shared/sites/slug-refusal';
import { addressProblem } from './address-problem';

const texts = siteEditorTexts.hosts;

interface AddHostFormProps {
  tipo: AddHostRequest['tipo'];
  pending: boolean;
  onAdd: (request: AddHostRequest) => Promise<unknown>;
}

function typedProblem(request: AddHostRequest): string | null {
  return request.tipo === 'subdominio' ? (slugRefusal(request.slug)?.message ?? null) : null;
}

export function AddHostForm({ tipo, pending, onAdd }: AddHostFormProps) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function submit() {
    const check = addHostSchema.safeParse(tipo === 'subdominio' ? { tipo, slug: value.trim() } : { tipo, dominio: value });
    const found = check.success ? typedProblem(check.data) : (check.error.issues[0]?.message ?? null);
    setProblem(found);
    if (!check.success || found) return;
    try {
      await onAdd(check.data);
      setValue('');
    } catch (error) {
      // The panel shows any other failure; the text stays for the organizer to correct.
      setProblem(addressProblem(error) ?? null);
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
