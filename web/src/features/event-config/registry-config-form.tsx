// The registry configuration (docs/registration.md §3 Registry configuration) as forms, checked in
// the browser by the API's own schema and saved whole with PUT …/registration-config; the public
// form's preview beside it (below it on a phone).
import { Accordion, Alert, Flex } from '@aws-amplify/ui-react';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { inputMessages } from '@shared/core/input-texts';
import { toastDurations } from '@shared/core/messages';
import type { RegistryConfig } from '@shared/registration/registry-config-schema';
import { registryConfigTexts } from '@shared/registration/registry-config-texts';
import { SubmitButton } from '@web/components/submit-button';
import { ApiError } from '@web/lib/api-client';
import { errorLines } from '@web/lib/error-lines';
import { errorMessage } from '@web/lib/error-message';
import { useToast } from '@web/lib/toasts';
import { saveRegistryConfig } from './config-api';
import { CurrenciesEditor } from './currencies-editor';
import { DiscountCodesEditor } from './discount-codes-editor';
import { FieldGroupsEditor } from './field-groups-editor';
import { FieldListEditor } from './field-list-editor';
import { FormPreview } from './form-preview';
import { GeneralSettings, PaymentMethods } from './general-settings';
import { ModalityConfigsEditor } from './modality-configs-editor';
import { registryResolver, serverFieldErrors } from './registry-form-errors';
import { toFormValues, type RegistryFormValues } from './registry-form-model';

const texts = registryConfigTexts;
type SectionName = keyof typeof texts.sections;
/** A failed save opens every section, so each field at fault shows its message. */
const ALL_SECTIONS = Object.keys(texts.sections) as SectionName[];

interface RegistryConfigFormProps {
  eventId: number;
  config: RegistryConfig;
  /** The event's zone: price windows are written on its clock. */
  zone: string;
  /** The event's modalities (codigoModalidad), for configModalidad and discount codes. */
  modalityCodes: readonly string[];
  onSaved: (config: RegistryConfig) => void;
}

function Section({ value, title, children }: { value: SectionName; title: string; children: ReactNode }) {
  return (
    <Accordion.Item value={value}>
      <Accordion.Trigger>
        {title}
        <Accordion.Icon />
      </Accordion.Trigger>
      <Accordion.Content>{children}</Accordion.Content>
    </Accordion.Item>
  );
}

export function RegistryConfigForm({ eventId, config, zone, modalityCodes, onSaved }: RegistryConfigFormProps) {
  const toast = useToast();
  const [open, setOpen] = useState<string[]>(['general']);
  const form = useForm<RegistryFormValues, unknown, RegistryConfig>({ resolver: registryResolver(zone), defaultValues: toFormValues(config, zone) });
  const { errors, isSubmitting } = form.formState;
  const problems = errorLines(errors);

  const submit = form.handleSubmit(async (valid) => {
    try {
      const saved = await saveRegistryConfig(eventId, valid);
      form.reset(toFormValues(saved, zone));
      onSaved(saved);
      toast(texts.saved);
    } catch (error) {
      if (!(error instanceof ApiError && error.body.fields)) {
        toast(errorMessage(error), toastDurations.long);
        return;
      }
      setOpen(ALL_SECTIONS);
      for (const [path, message] of Object.entries(serverFieldErrors(error.body.fields, form.getValues()))) {
        // The path comes from the schema's own paths, mapped onto the form's lists.
        form.setError(path as FieldPath<RegistryFormValues>, { type: 'server', message });
      }
    }
  }, () => setOpen(ALL_SECTIONS));

  return (
    <FormProvider {...form}>
      {/* The preview goes below the form: beside it, in a page of 720 px, neither would have room. */}
      <Flex as="form" onSubmit={submit} noValidate direction="column" gap="1.5rem">
        <Flex direction="column" gap="1rem" minWidth="0" width="100%">
          <Accordion.Container allowMultiple value={open} onValueChange={(value) => setOpen(value ?? [])}>
            <Section value="general" title={texts.sections.general}>
              <GeneralSettings />
            </Section>
            <Section value="formulario" title={texts.sections.formulario}>
              <FieldListEditor path="formulario" />
            </Section>
            <Section value="gruposFormularios" title={texts.sections.gruposFormularios}>
              <FieldGroupsEditor path="gruposFormularios" />
            </Section>
            <Section value="configModalidad" title={texts.sections.configModalidad}>
              <ModalityConfigsEditor codes={modalityCodes} />
            </Section>
            <Section value="moneda" title={texts.sections.moneda}>
              <CurrenciesEditor />
            </Section>
            <Section value="formasDePago" title={texts.sections.formasDePago}>
              <PaymentMethods />
            </Section>
            <Section value="codigosDescuento" title={texts.sections.codigosDescuento}>
              <DiscountCodesEditor codes={modalityCodes} />
            </Section>
          </Accordion.Container>
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
            {texts.save}
          </SubmitButton>
        </Flex>
        <FormPreview />
      </Flex>
    </FormProvider>
  );
}
