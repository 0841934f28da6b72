// The organizer's 'Generar códigos' (docs/retos.md §5 Access-code generation): 1–500 codes of 1–1,000 uses
// each. Each submission carries its own intento, kept until it succeeds, so a double click or a
// retry after a lost answer makes one batch; the API's refusal ('El límite de accesos permitidos es
// de {limit}') stays under the form.
import { Alert, Button, Flex, TextField } from '@aws-amplify/ui-react';
import { useRef, useState, type FormEvent } from 'react';
import { codeMessages, codeTexts, type GenerateCodesRequest } from '@shared/retos/access-codes';
import { errorMessage } from '@web/lib/error-message';
import { randomUuid } from '@web/lib/random-uuid';
import { useToast } from '@web/lib/toasts';
import { generateCodes } from './access-codes-api';
import { readInteger } from './integer-field';
import { useSingleSend } from './use-single-send';

const bounds = { quantity: [1, 500], uses: [1, 1000] } as const;
type Field = keyof typeof bounds;

export function GenerateCodesForm({ eventId, onGenerated }: { eventId: string; onGenerated: () => Promise<void> }) {
  const toast = useToast();
  const [values, setValues] = useState<Record<Field, string>>({ quantity: '1', uses: '1' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const intento = useRef<string | null>(null);
  const generation = useSingleSend({
    mutationFn: (request: GenerateCodesRequest) => generateCodes(eventId, request),
    onSuccess: async ({ created }) => {
      intento.current = null;
      toast(codeMessages.generated(created));
      await onGenerated();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const quantity = readInteger(values.quantity, ...bounds.quantity);
    const uses = readInteger(values.uses, ...bounds.uses);
    setProblems({ ...(quantity.ok ? {} : { quantity: quantity.message }), ...(uses.ok ? {} : { uses: uses.message }) });
    if (!quantity.ok || !uses.ok) return;
    intento.current ??= randomUuid();
    generation.send({ quantity: quantity.value, uses: uses.value, intento: intento.current });
  }

  const field = (name: Field, label: string) => (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={bounds[name][0]}
      max={bounds[name][1]}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      hasError={problems[name] !== undefined}
      errorMessage={problems[name]}
      isRequired
    />
  );

  return (
    <Flex as="form" direction="column" gap="0.75rem" noValidate onSubmit={submit}>
      <Flex gap="1rem" wrap="wrap">
        {field('quantity', codeTexts.quantity)}
        {field('uses', codeTexts.uses)}
      </Flex>
      {generation.error && <Alert variation="error">{errorMessage(generation.error)}</Alert>}
      <Button type="submit" variation="primary" alignSelf="flex-start" isLoading={generation.isPending}>
        {codeTexts.generate}
      </Button>
    </Flex>
  );
}
