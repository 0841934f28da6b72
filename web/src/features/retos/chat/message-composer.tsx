// The box a message is written in and 'Enviar': checked with the API's own rule (1–1,000 characters
// of plain text), sent once however often it is pressed — the send keeps its intento until it
// succeeds, so a retry after a lost answer is the same message — and emptied once sent.
import { Alert, Button, Flex, TextAreaField } from '@aws-amplify/ui-react';
import { useRef, useState, type FormEvent } from 'react';
import { MESSAGE_MAX_LENGTH, messageTextSchema, type RetoMessageView, type SendMessageRequest } from '@shared/retos/reto-chat';
import { chatTexts } from '@shared/retos/reto-chat-texts';
import { errorMessage } from '@web/lib/error-message';
import { randomUuid } from '@web/lib/random-uuid';
import { useSingleSend } from '../use-single-send';

interface MessageComposerProps {
  label: string;
  sendLabel: string;
  send: (request: SendMessageRequest) => Promise<RetoMessageView>;
  onSent: (message: RetoMessageView) => void;
}

export function MessageComposer({ label, sendLabel, send, onSent }: MessageComposerProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const intento = useRef<string | null>(null);
  const sending = useSingleSend({
    mutationFn: send,
    onSuccess: (message) => {
      intento.current = null;
      setText('');
      onSent(message);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = messageTextSchema.safeParse(text);
    setProblem(checked.success ? null : (checked.error.issues[0]?.message ?? chatTexts.messageLabel));
    if (!checked.success) return;
    intento.current ??= randomUuid();
    sending.send({ text: checked.data, intento: intento.current });
  }

  return (
    <Flex as="form" direction="column" gap="0.5rem" noValidate onSubmit={submit}>
      <TextAreaField
        label={label}
        rows={3}
        maxLength={MESSAGE_MAX_LENGTH}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          // Another text is another message.
          intento.current = null;
        }}
        descriptiveText={chatTexts.charactersLeft(MESSAGE_MAX_LENGTH - text.length)}
        hasError={problem !== null}
        errorMessage={problem ?? undefined}
      />
      {sending.error && <Alert variation="error">{errorMessage(sending.error)}</Alert>}
      <Button type="submit" variation="primary" alignSelf="flex-end" isLoading={sending.isPending}>
        {sendLabel}
      </Button>
    </Flex>
  );
}
