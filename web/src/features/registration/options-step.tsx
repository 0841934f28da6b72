// Step 2 (spec §2): currency, modality, category and the registry form's fields.
import { Alert, Button, Flex, Heading } from '@aws-amplify/ui-react';
import { flowTexts } from '../../../../shared/registration/registration-flow-texts';
import { CategoryPicker } from './category-picker';
import { ChoiceSelect } from './choice-select';
import { DynamicFields } from './dynamic-fields';
import { generalFieldIds, type StepProps } from './flow-selection';
import { firstInvalidField } from './form-fields';
import { ModalityPicker } from './modality-picker';
import { useRequiredCheck } from './use-required-check';

export function OptionsStep({ view, state, selection, dispatch }: StepProps) {
  const { showErrors, passes } = useRequiredCheck();
  const { modality, offer, category, currency, fields } = selection;
  const missing = !modality ? flowTexts.modalityLabel : !category ? flowTexts.categoryLabel : undefined;
  const currencies = view.config.configuracion.moneda.map((choice) => ({ value: choice.codigo, label: choice.texto }));

  const next = () => {
    if (passes(fields, state.campos, missing)) dispatch({ type: 'step', step: 'productos' });
  };

  return (
    <Flex direction="column" gap="1.25rem">
      <Heading level={3}>{flowTexts.greeting(state.datos.nombres)}</Heading>
      <Button alignSelf="flex-start" onClick={() => dispatch({ type: 'step', step: 'datos' })}>
        {flowTexts.backToData}
      </Button>
      <ChoiceSelect label={flowTexts.currency} placeholder="" value={currency.codigo} choices={currencies} onChange={(event) => dispatch({ type: 'moneda', moneda: event.target.value })} />
      <ModalityPicker view={view} selected={modality?.codigoModalidad ?? null} onSelect={(codigoModalidad) => dispatch({ type: 'modalidad', codigoModalidad, generalFieldIds: generalFieldIds(view) })} />
      {modality && offer && (
        <CategoryPicker
          offer={offer}
          modality={modality}
          precio={selection.modalityConfig?.precio}
          currency={currency}
          selected={category}
          onSelect={(categoria) => dispatch({ type: 'categoria', categoria })}
        />
      )}
      {fields.length > 0 && <Heading level={4}>{flowTexts.additionalData}</Heading>}
      <DynamicFields fields={fields} values={state.campos} showErrors={showErrors} onChange={(iDCampo, value) => dispatch({ type: 'campo', iDCampo, value })} />
      {showErrors && (missing || firstInvalidField(fields, state.campos)) && <Alert variation="error">{flowTexts.reviewRequired}</Alert>}
      <Button variation="primary" onClick={next}>
        {flowTexts.continue}
      </Button>
    </Flex>
  );
}
