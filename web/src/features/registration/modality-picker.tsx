// The modalities to choose from; a sold-out one reads AGOTADO and cannot be chosen (docs/registration.md §4 Other).
import { Button, Fieldset, Flex } from '@aws-amplify/ui-react';
import { isSoldOut } from '@shared/registration/folios';
import { flowTexts } from '@shared/registration/registration-flow-texts';
import type { RegistrationView } from '@shared/registration/registration-api';
import { madeOnce } from '@shared/core/made-once';

const kilometers = madeOnce(() => new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 }));

interface ModalityPickerProps {
  view: RegistrationView;
  selected: string | null;
  onSelect: (codigoModalidad: string) => void;
}

export function ModalityPicker({ view, selected, onSelect }: ModalityPickerProps) {
  return (
    <Fieldset legend={flowTexts.modalityLegend} variation="plain">
      <Flex direction="column" gap="0.5rem">
        {view.modalidades.map((modality) => {
          const occupancy = view.ocupacion[modality.codigoModalidad];
          const soldOut = occupancy !== undefined && isSoldOut(occupancy);
          const chosen = selected === modality.codigoModalidad;
          return (
            <Button
              key={modality.codigoModalidad}
              variation={chosen ? 'primary' : undefined}
              aria-pressed={chosen}
              isDisabled={soldOut}
              onClick={() => onSelect(modality.codigoModalidad)}
            >
              {`${modality.descripcionModalidad} · ${kilometers().format(modality.kilometro)} km${soldOut ? ` · ${flowTexts.soldOut}` : ''}`}
            </Button>
          );
        })}
      </Flex>
    </Fieldset>
  );
}
