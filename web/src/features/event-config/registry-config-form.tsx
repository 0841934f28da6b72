// The registry configuration (docs/registration.md §3 Registry configuration) as forms, checked in
// the browser by the API's own schema and saved whole with PUT …/registration-config; the public
// form's preview below it. Each part is a section the nav at the top links to.
import { Alert, Flex } from '@aws-amplify/ui-react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { inputMessages } from '@shared/core/input-texts';
import { toastDurations } from '@shared/core/messages';
import type { RegistryConfig } from '@shared/registration/registry-config-schema';
import { registryConfigTexts } from '@shared/registration/registry-config-texts';
import { SectionNav } from '@web/components/section-nav';
import { SubmitButton } from '@web/components/submit-button';
import { ApiError } from '@web/lib/api-client';
import { errorLines } from '@web/lib/error-lines';
import { errorMessage } from '@web/lib/error-message';
import { useToast } from '@web/lib/toasts';
import { hasDirtyFields, useUnsavedChanges } from '@web/lib/unsaved-changes';
import { saveRegistryConfig } from './config-api';
import { CurrenciesEditor } from './currencies-editor';
import { DiscountCodesEditor } from './discount-codes-editor';
import { ChangeSettings } from './change-settings';
import { FieldGroupsEditor } from './field-groups-editor';
import { FieldListEditor } from './field-list-editor';
import { FormPreview } from './form-preview';
import { GeneralSettings, PaymentMethods } from './general-settings';
import { ModalityConfigsEditor } from './modality-configs-editor';
import { OpeningSettings } from './opening-settings';
import { registryResolver, serverFieldErrors } from './registry-form-errors';
import { toFormValues, type RegistryFormValues } from './registry-form-model';
import { FormSection } from './form-section';

const texts = registryConfigTexts;
type SectionName = keyof typeof texts.sections;
const sectionId = (name: SectionName) => `inscripciones-${name}`;
const NAV = (Object.keys(texts.sections) as SectionName[]).map((name) => ({ id: sectionId(name), label: texts.sections[name] }));

interface RegistryConfigFormProps {
  eventId: number;
  config: RegistryConfig;
  /** The event's zone: price windows are written on its clock. */
  zone: string;
  /** The event's modalities (codigoModalidad), for configModalidad and discount codes. */
  modalityCodes: readonly string[];
  onSaved: (config: RegistryConfig) => void;
}

export function RegistryConfigForm({ eventId, config, zone, modalityCodes, onSaved }: RegistryConfigFormProps) {
  const toast = useToast();
  const form = useForm<RegistryFormValues, unknown, RegistryConfig>({ resolver: registryResolver(zone), defaultValues: toFormValues(config, zone) });
  const { errors, isSubmitting } = form.formState;
  const problems = errorLines(errors);
  useUnsavedChanges(hasDirtyFields(form.formState.dirtyFields));

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
      for (const [path, message] of Object.entries(serverFieldErrors(error.body.fields, form.getValues()))) {
        // The path comes from the schema's own paths, mapped onto the form's lists.
        form.setError(path as FieldPath<RegistryFormValues>, { type: 'server', message });
      }
    }
  });

  return (
    <FormProvider {...form}>
      {/* The preview goes below the form: beside it, in a page of 720 px, neither would have room. */}
      <Flex as="form" onSubmit={submit} noValidate direction="column" gap="1.5rem">
        <Flex direction="column" gap="1rem" minWidth="0" width="100%">
          <SectionNav label={texts.navLabel} items={NAV} />
          <FormSection id={sectionId('inscripciones')} title={texts.sections.inscripciones}>
            <OpeningSettings />
          </FormSection>
          <FormSection id={sectionId('general')} title={texts.sections.general}>
            <GeneralSettings />
          </FormSection>
          <FormSection id={sectionId('formulario')} title={texts.sections.formulario}>
            <FieldListEditor path="formulario" />
          </FormSection>
          <FormSection id={sectionId('gruposFormularios')} title={texts.sections.gruposFormularios}>
            <FieldGroupsEditor path="gruposFormularios" />
          </FormSection>
          <FormSection id={sectionId('configModalidad')} title={texts.sections.configModalidad}>
            <ModalityConfigsEditor codes={modalityCodes} />
          </FormSection>
          <FormSection id={sectionId('moneda')} title={texts.sections.moneda}>
            <CurrenciesEditor />
          </FormSection>
          <FormSection id={sectionId('formasDePago')} title={texts.sections.formasDePago}>
            <PaymentMethods />
          </FormSection>
          <FormSection id={sectionId('codigosDescuento')} title={texts.sections.codigosDescuento}>
            <DiscountCodesEditor codes={modalityCodes} />
          </FormSection>
          <FormSection id={sectionId('cambios')} title={texts.sections.cambios}>
            <ChangeSettings />
          </FormSection>
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
