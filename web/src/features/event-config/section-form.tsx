// One event section edited as a form: checked by the section's own schema (the API's), saved with
// PUT /api/events/{id}/sections/{section}. The section sits under `data` so list sections have a
// form root too; the API's 400 paths get the same prefix.
import { Alert, Flex } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { FormProvider, useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { inputMessages } from '@shared/core/input-texts';
import { toastDurations } from '@shared/core/messages';
import { consoleTexts, sectionTitles } from '@shared/results/console-texts';
import { eventSectionSchemas, type EventSectionName } from '@shared/results/event-sections';
import { sectionFormTexts } from '@shared/results/section-form-texts';
import { SubmitButton } from '@web/components/submit-button';
import { ApiError } from '@web/lib/api-client';
import { errorLines } from '@web/lib/error-lines';
import { errorMessage } from '@web/lib/error-message';
import { inputErrorMap } from '@web/lib/input-error-map';
import { useToast } from '@web/lib/toasts';
import { hasDirtyFields, useUnsavedChanges } from '@web/lib/unsaved-changes';
import { saveSection } from './config-api';

interface SectionFormProps {
  eventId: number;
  section: EventSectionName;
  value: unknown;
  onSaved: (data: unknown) => void;
  children: ReactNode;
}

const resolvers = new Map<EventSectionName, Resolver<FieldValues>>();
function resolverOf(section: EventSectionName): Resolver<FieldValues> {
  let resolver = resolvers.get(section);
  if (!resolver) {
    const schema: z.ZodType<FieldValues, FieldValues> = z.object({ data: eventSectionSchemas[section] as z.ZodType });
    resolver = zodResolver(schema, { error: inputErrorMap });
    resolvers.set(section, resolver);
  }
  return resolver;
}

export function SectionForm({ eventId, section, value, onSaved, children }: SectionFormProps) {
  const toast = useToast();
  const form = useForm<FieldValues>({ resolver: resolverOf(section), defaultValues: { data: value } });
  const { errors, isSubmitting } = form.formState;
  const problems = errorLines(errors);
  useUnsavedChanges(hasDirtyFields(form.formState.dirtyFields));

  const submit = form.handleSubmit(async ({ data }) => {
    try {
      const saved = await saveSection(eventId, section, data);
      form.reset({ data: saved });
      onSaved(saved);
      toast(consoleTexts.sectionSaved(sectionTitles[section]));
    } catch (error) {
      if (!(error instanceof ApiError && error.body.fields)) {
        toast(errorMessage(error), toastDurations.long);
        return;
      }
      for (const [path, message] of Object.entries(error.body.fields)) form.setError(path === '_' ? 'root' : `data.${path}`, { type: 'server', message });
    }
  });

  return (
    <FormProvider {...form}>
      <Flex as="form" direction="column" gap="1rem" onSubmit={submit} noValidate>
        {children}
        {problems.length > 0 && (
          <Alert variation="error" role="alert" heading={inputMessages.reviewFields}>
            <ul>
              {problems.map((problem) => (
                <li key={problem.path}>{problem.message}</li>
              ))}
            </ul>
          </Alert>
        )}
        <SubmitButton isSubmitting={isSubmitting} alignSelf="flex-start">
          {sectionFormTexts.save}
        </SubmitButton>
      </Flex>
    </FormProvider>
  );
}
