// 'Buscar evento virtual por ID' (docs/retos.md §2.5, §5): required ('Campo requerido'), at most 20 characters;
// a search opens the reto's page, which says whether it exists.
import { Flex, TextField } from '@aws-amplify/ui-react';
import { useNavigate } from 'react-router-dom';
import { retoPageTexts } from '@shared/retos/reto-page-texts';
import { retoSearchSchema } from '@shared/retos/virtual-event';
import { FormStack } from '@web/components/form-stack';
import { SubmitButton } from '@web/components/submit-button';
import { useSchemaForm } from '@web/lib/use-schema-form';

const texts = retoPageTexts.hub;

export function RetoSearchForm() {
  const navigate = useNavigate();
  const form = useSchemaForm(retoSearchSchema, { defaultValues: { eventId: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.submitWith(async ({ eventId }) => {
    await navigate(`/retos/${encodeURIComponent(eventId)}`);
  });
  return (
    <FormStack onSubmit={onSubmit}>
      <Flex gap="0.75rem" alignItems="flex-end" wrap="wrap">
        <TextField label={texts.search} maxLength={20} autoComplete="off" flex="1 1 14rem" hasError={errors.eventId !== undefined} errorMessage={errors.eventId?.message} {...form.register('eventId')} />
        <SubmitButton isSubmitting={isSubmitting}>{texts.searchButton}</SubmitButton>
      </Flex>
    </FormStack>
  );
}
