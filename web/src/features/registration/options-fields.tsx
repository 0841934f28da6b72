// The registration's choices (docs/registration.md §2 step 2): currency, modality, category and the registry form's
// fields, for the public flow's options step and the staff's desk form alike.
import { Heading } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { flowTexts } from '@shared/registration/registration-flow-texts';
import { CategoryPicker } from './category-picker';
import { ChoiceSelect } from '@web/components/choice-select';
import { DynamicFields } from '@web/components/dynamic-fields';
import { generalFieldIds, type StepProps } from './flow-selection';
import { ModalityPicker } from './modality-picker';

interface OptionsFieldsProps extends StepProps {
  showErrors: boolean;
  /** The server's messages by iDCampo, shown next to their fields. */
  serverErrors?: Record<string, string>;
  /** Shown right under the modalities (the public flow's waiting lists of sold-out ones). */
  belowModalities?: ReactNode;
}

export function OptionsFields({ view, state, selection, dispatch, showErrors, serverErrors, belowModalities }: OptionsFieldsProps) {
  const { modality, offer, category, currency, fields } = selection;
  const currencies = view.config.configuracion.moneda.map((choice) => ({ value: choice.codigo, label: choice.texto }));
  return (
    <>
      <ChoiceSelect label={flowTexts.currency} placeholder="" value={currency.codigo} choices={currencies} onChange={(event) => dispatch({ type: 'moneda', moneda: event.target.value })} />
      <ModalityPicker view={view} selected={modality?.codigoModalidad ?? null} onSelect={(codigoModalidad) => dispatch({ type: 'modalidad', codigoModalidad, generalFieldIds: generalFieldIds(view) })} />
      {belowModalities}
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
      {fields.length > 0 && <Heading level={3} fontSize="xl">{flowTexts.additionalData}</Heading>}
      <DynamicFields fields={fields} values={state.campos} showErrors={showErrors} serverErrors={serverErrors} onChange={(iDCampo, value) => dispatch({ type: 'campo', iDCampo, value })} />
    </>
  );
}
