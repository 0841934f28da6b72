// The categories offered for the registrant's gender and age (spec §5 Category offering), the one
// fitting the age marked '(Sugerida para tu edad)'; or why there are none.
import { Radio, RadioGroupField, Text } from '@aws-amplify/ui-react';
import type { CategoryOffer } from '../../../../shared/registration/offered-categories';
import { flowTexts } from '../../../../shared/registration/registration-flow-texts';
import { registrationTexts } from '../../../../shared/registration/registration-texts';
import { resultRamaLabels } from '../../../../shared/results/results-texts';
import type { ChosenCategory } from './flow-state';

const categoryKey = ({ rama, codigo }: ChosenCategory) => `${rama}-${codigo}`;

interface CategoryPickerProps {
  offer: CategoryOffer;
  selected: ChosenCategory | null;
  onSelect: (categoria: ChosenCategory) => void;
}

export function CategoryPicker({ offer, selected, onSelect }: CategoryPickerProps) {
  if (offer.status !== 'offered') return <Text role="alert">{offer.message}</Text>;
  const byKey = new Map(offer.categorias.map((category) => [categoryKey(category), category]));
  return (
    <RadioGroupField
      legend={flowTexts.categoryLegend}
      name="categoria"
      value={selected ? categoryKey(selected) : ''}
      onChange={(event) => {
        const category = byKey.get(event.target.value);
        if (category) onSelect({ rama: category.rama, codigo: category.codigo });
      }}
    >
      {offer.categorias.map((category) => (
        <Radio key={categoryKey(category)} value={categoryKey(category)}>
          {`${category.nombreCategoria} · ${resultRamaLabels[category.rama]}${category.sugerida ? ` ${registrationTexts.suggestedForAge}` : ''}`}
        </Radio>
      ))}
    </RadioGroupField>
  );
}
