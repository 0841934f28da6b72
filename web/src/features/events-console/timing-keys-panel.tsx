// The event's timing keys: list, create with a label (the key is shown once), revoke.
import { Button, Card, Flex, Heading, Table, TableBody, TableCell, TableHead, TableRow, Text, TextField } from '@aws-amplify/ui-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { momentText } from '@shared/core/moment-text';
import { consoleTexts } from '@shared/results/console-texts';
import { toastDurations } from '@shared/core/messages';
import { timingKeyRequestSchema, type CreatedTimingKey, type TimingKeySummary } from '@shared/timing/timing-key-schemas';
import { FormStack } from '@web/components/form-stack';
import { SubmitButton } from '@web/components/submit-button';
import { fieldErrorProps } from '@web/lib/form-errors';
import { useToast } from '@web/lib/toasts';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { createTimingKey, revokeTimingKey, timingKeysKey } from './console-api';
import { consoleFailure } from './console-failure';
import { NewKeyNotice } from './new-key-notice';


function KeyRow({ eventId, timingKey }: { eventId: number; timingKey: TimingKeySummary }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function revoke() {
    setBusy(true);
    try {
      await revokeTimingKey(eventId, timingKey.keyId);
      await queryClient.invalidateQueries({ queryKey: timingKeysKey(eventId) });
      toast(consoleTexts.keyRevokedToast);
    } catch (error) {
      toast(consoleFailure(error), toastDurations.long);
    } finally {
      setBusy(false);
    }
  }

  return (
    <TableRow>
      <TableCell>{timingKey.label}</TableCell>
      <TableCell>{momentText(timingKey.createdAt)}</TableCell>
      <TableCell>{timingKey.revokedAt ? consoleTexts.keyRevoked : consoleTexts.keyActive}</TableCell>
      <TableCell>
        {!timingKey.revokedAt && (
          <Button size="small" variation="warning" isLoading={busy} onClick={() => void revoke()}>
            {consoleTexts.revokeKey}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

function NewKeyForm({ eventId, onCreated }: { eventId: number; onCreated: (created: CreatedTimingKey) => void }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(timingKeyRequestSchema, { defaultValues: { label: '' }, serverFields: ['label'] });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.submitWith(async ({ label }) => {
    onCreated(await createTimingKey(eventId, label));
    form.reset();
    await queryClient.invalidateQueries({ queryKey: timingKeysKey(eventId) });
  }, consoleFailure);

  return (
    <FormStack onSubmit={onSubmit}>
      <TextField label={consoleTexts.keyLabel} {...form.register('label')} {...fieldErrorProps(errors.label)} />
      <SubmitButton isSubmitting={isSubmitting} alignSelf="flex-start">
        {consoleTexts.createKey}
      </SubmitButton>
    </FormStack>
  );
}

export function TimingKeysPanel({ eventId, keys }: { eventId: number; keys: TimingKeySummary[] }) {
  const [created, setCreated] = useState<CreatedTimingKey | null>(null);
  return (
    <Card variation="outlined">
      <Flex direction="column" gap="1rem">
        <Heading level={2} fontSize="xl">{consoleTexts.keysTitle}</Heading>
        <Text color="font.secondary">{consoleTexts.keysHint}</Text>
        {created && <NewKeyNotice eventId={eventId} created={created} onDismiss={() => setCreated(null)} />}
        {keys.length === 0 ? (
          <Text>{consoleTexts.noKeys}</Text>
        ) : (
          <Table size="small" variation="striped">
            <TableHead>
              <TableRow>
                <TableCell as="th">{consoleTexts.keyLabel}</TableCell>
                <TableCell as="th">{consoleTexts.keyCreatedAt}</TableCell>
                <TableCell as="th">{consoleTexts.keyState}</TableCell>
                <TableCell as="th" />
              </TableRow>
            </TableHead>
            <TableBody>
              {keys.map((timingKey) => (
                <KeyRow key={timingKey.keyId} eventId={eventId} timingKey={timingKey} />
              ))}
            </TableBody>
          </Table>
        )}
        <NewKeyForm eventId={eventId} onCreated={setCreated} />
      </Flex>
    </Card>
  );
}
