// The categories offered for the registrant's gender and age (docs/registration.md §5 Category offering), each with
// its age range and price, the one fitting the age marked '(Sugerida para tu edad)'; or why there are none.
import { Radio, RadioGroupField, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { fromPesos } from '@shared/registration/currency';
import { moneyText } from '@shared/registration/money-text';
import type { CategoryOffer, OfferedCategory } from '@shared/registration/offered-categories';
import { priceAt } from '@shared/registration/price-window';
import { flowTexts } from '@shared/registration/registration-flow-texts';
import { registrationTexts } from '@shared/registration/registration-texts';
import type { Currency, ModalityConfig } from '@shared/registration/registry-config-schema';
import { ageRangeText, branchCategories } from '@shared/results/categories';
import type { Modality } from '@shared/results/event-schemas';
import { resultRamaLabels } from '@shared/results/results-texts';
import type { ChosenCategory } from './flow-state';

const SEPARATOR = ' · ';

const categoryKey = ({ rama, codigo }: ChosenCategory) => `${rama}-${codigo}`;

interface CategoryPickerProps {
  offer: CategoryOffer;
  modality: Modality;
  /** The modality's prices; none shown without them. */
  precio: ModalityConfig['precio'] | undefined;
  currency: Currency;
  selected: ChosenCategory | null;
  onSelect: (categoria: ChosenCategory) => void;
}

/** 'Elite · Femenil · 18 y mayores · $900.00 MXN', the price in the chosen currency as the order charges it, never broken inside. */
function choiceLabel(category: OfferedCategory, { modality, precio, currency }: CategoryPickerProps, now: Date): ReactNode {
  const configured = branchCategories(modality, category.rama).find((candidate) => candidate.codigo === category.codigo);
  const described = [category.nombreCategoria, resultRamaLabels[category.rama], ...(configured ? [ageRangeText(configured)] : [])].join(SEPARATOR);
  const price = precio && moneyText(fromPesos(priceAt(precio, configured?.precioKey, now), currency), currency.codigo);
  return (
    <>
      {described}
      {price && (
        <>
          {SEPARATOR}
          <Text as="span" whiteSpace="nowrap">
            {price}
          </Text>
        </>
      )}
      {category.sugerida && ` ${registrationTexts.suggestedForAge}`}
    </>
  );
}

export function CategoryPicker(props: CategoryPickerProps) {
  const { offer, selected, onSelect } = props;
  if (offer.status !== 'offered') return <Text role="alert">{offer.message}</Text>;
  const byKey = new Map(offer.categorias.map((category) => [categoryKey(category), category]));
  const now = new Date();
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
          {choiceLabel(category, props, now)}
        </Radio>
      ))}
    </RadioGroupField>
  );
}
