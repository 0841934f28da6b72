// Step 0's 'Ingresa un código de acceso' / 'Registrarme en evento' (docs/retos.md §2.6, §5, §8): written
// already when the athlete opened a shared link; checked as the API checks it, sent once however
// often the button is pressed, and the API's refusal ('Código inválido', 'Código ya utilizado y
// agotado') shown on the field.
import { Button, Flex, Text, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { messages } from '@shared/core/messages';
import { accessCodeSchema, participationMessages, participationTexts, type ParticipationView } from '@shared/retos/participation';
import { errorMessage } from '@web/lib/error-message';
import { useToast } from '@web/lib/toasts';
import { registerInReto } from './participation-api';
import { useSingleSend } from './use-single-send';

interface AccessCodeFormProps {
  eventId: string;
  /** The code of the shared link /retos/{eventID}/code/{code}. */
  initialCode: string;
  onRegistered: (participation: ParticipationView) => void;
}

export function AccessCodeForm({ eventId, initialCode, onRegistered }: AccessCodeFormProps) {
  const toast = useToast();
  const [code, setCode] = useState(initialCode);
  const [problem, setProblem] = useState<string | null>(null);
  const registration = useSingleSend({
    mutationFn: (checked: string) => registerInReto(eventId, checked),
    onSuccess: (participation) => {
      toast(participationMessages.registered);
      onRegistered(participation);
    },
    onError: (error) => setProblem(errorMessage(error)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = accessCodeSchema.safeParse(code);
    if (!parsed.success) {
      setProblem(code.trim() === '' ? messages.required : participationMessages.invalidCode);
      return;
    }
    setProblem(null);
    registration.send(parsed.data);
  }

  return (
    <Flex as="form" direction="column" gap="0.75rem" noValidate onSubmit={submit}>
      <TextField
        label={participationTexts.codeLabel}
        value={code}
        maxLength={20}
        autoCapitalize="characters"
        autoComplete="off"
        onChange={(event) => setCode(event.target.value)}
        hasError={problem !== null}
        errorMessage={problem ?? undefined}
        isRequired
      />
      <Button type="submit" variation="primary" alignSelf="flex-start" isLoading={registration.isPending}>
        {participationTexts.register}
      </Button>
      <Text color="font.secondary" fontSize="small">
        {participationTexts.codeHint}
      </Text>
    </Flex>
  );
}
