// The form section of an organizer web (docs/sites.md §2.10): the fields of one of the event's field
// groups, drawn and checked as the registration draws and checks them, sent once (a second click
// while it is on its way sends nothing), the server's Spanish messages shown on their fields; once
// stored, 'Formulario enviado correctamente' and a button back to an empty form. The editor's preview
// draws it without sending.
import { Alert, Button, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { messages } from '@shared/core/messages';
import { shownFields, type FieldValue } from '@shared/registration/form-fields';
import type { FormField } from '@shared/registration/registry-config-schema';
import { formInputFields } from '@shared/sites/form-submission-check';
import { formSectionTexts } from '@shared/sites/form-submission-texts';
import { siteTexts } from '@shared/sites/site-texts';
import { DynamicFields } from '@web/components/dynamic-fields';
import { ApiError } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/error-message';
import { fieldValuesToSend, firstInvalidField, type FieldValues } from '@web/lib/field-checks';
import { randomUuid } from '@web/lib/random-uuid';
import { groupNamed, sendSubmission, useEventFormGroups } from './form-section-api';
import { formFieldsStyle } from './form-theme';
import type { SectionOf } from './section-types';
import { useSite } from './site-context';

type FormSectionConfig = SectionOf<'form'>;

/** The server's messages by iDCampo (it names them 'campos.{iDCampo}'). */
function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body.fields) return {};
  return Object.fromEntries(Object.entries(error.body.fields).flatMap(([key, message]) => (key.startsWith('campos.') ? [[key.slice('campos.'.length), message]] : [])));
}

function FilledForm({ section, group }: { section: FormSectionConfig; group: FormField[] }) {
  const { content, preview, eventId: sitio } = useSite();
  const shown = useMemo(() => shownFields([group], 'publico'), [group]);
  const inputs = useMemo(() => formInputFields(group), [group]);
  const [values, setValues] = useState<FieldValues>({});
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [intento, setIntento] = useState(() => randomUuid());
  // Set on the first click, before React draws the button busy: a double click sends once.
  const sending = useRef(false);
  const submission = useMutation({
    mutationFn: (campos: FieldValues) => sendSubmission(section.eventId, section.grupo, { intento, sitio, campos }),
    onError: (error) => setServerErrors(serverFieldErrors(error)),
    onSettled: () => {
      sending.current = false;
    },
  });

  function send(event: FormEvent) {
    event.preventDefault();
    if (sending.current || preview) return;
    if (firstInvalidField(inputs, values)) {
      setShowErrors(true);
      return;
    }
    sending.current = true;
    submission.mutate(fieldValuesToSend(inputs, values));
  }

  function change(iDCampo: string, value: FieldValue) {
    setValues((current) => ({ ...current, [iDCampo]: value }));
    // A server message holds until its field is changed.
    setServerErrors(({ [iDCampo]: _answered, ...others }) => others);
  }

  function again() {
    setValues({});
    setShowErrors(false);
    setServerErrors({});
    setIntento(randomUuid());
    submission.reset();
  }

  if (submission.isSuccess) {
    return (
      <Flex direction="column" gap="1rem" alignItems="flex-start" role="status">
        <Heading level={3}>{siteTexts.formSent}</Heading>
        <Button variation="primary" onClick={again}>
          {section.backText || siteTexts.formBack}
        </Button>
      </Flex>
    );
  }
  return (
    <Flex as="form" direction="column" gap="1rem" noValidate onSubmit={send} style={formFieldsStyle(content.miniTheme)}>
      <DynamicFields
        fields={shown}
        values={values}
        showErrors={showErrors}
        isDisabled={submission.isPending}
        serverErrors={serverErrors}
        onChange={change}
      />
      {submission.error && <Alert variation="error">{errorMessage(submission.error)}</Alert>}
      <Button type="submit" variation="primary" alignSelf="flex-start" isDisabled={preview} isLoading={submission.isPending} loadingText={messages.loading}>
        {section.submitText || siteTexts.formSubmit}
      </Button>
    </Flex>
  );
}

export function FormSection({ section }: { section: FormSectionConfig }) {
  const groups = useEventFormGroups(section.eventId);
  const group = groups.data ? groupNamed(groups.data, section.grupo) : null;
  return (
    <Flex direction="column" gap="1rem" style={{ overflowWrap: 'anywhere' }}>
      {section.title && <Heading level={2}>{section.title}</Heading>}
      {groups.isPending && <Loader aria-label={messages.loading} />}
      {!groups.isPending && !group && <Text>{formSectionTexts.unavailable}</Text>}
      {group && <FilledForm section={section} group={group} />}
    </Flex>
  );
}
