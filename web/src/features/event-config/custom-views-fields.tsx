// The customViews section: named views of a result, text boxes placed on them and their look.
import { Flex } from '@aws-amplify/ui-react';
import type { z } from 'zod';
import { miniThemeSchema, type customViewSchema } from '@shared/results/page-schemas';
import { sectionFormTexts } from '@shared/results/section-form-texts';
import { SectionHeading } from '@web/components/section-heading';
import { LongTextInput, NumberInput, TextInput } from './form-inputs';
import { InputGrid } from './list-item';
import { ListEditor } from './list-editor';

const texts = sectionFormTexts.views;
type ViewInput = z.input<typeof customViewSchema>;
type BoxInput = ViewInput['views'][number];

const newView = (): ViewInput => ({ name: '', views: [], miniTheme: miniThemeSchema.parse({}) });
const newBox = (): BoxInput => ({ text: '', x: 0, y: 0 });
const THEME_TEXTS = ['background', 'backgroundImage', 'color', 'fontFamily'] as const;
const THEME_NUMBERS = ['fontSize', 'width', 'height', 'padding', 'paddingBox'] as const;

export function CustomViewsFields() {
  return (
    <ListEditor<ViewInput> path="data" addLabel={texts.add} newItem={newView} title={(view, i) => texts.title(i, view?.name ?? '')}>
      {(item) => (
        <Flex direction="column" gap="1rem">
          <TextInput name={`${item}.name`} label={texts.name} />
          <SectionHeading>{texts.boxes}</SectionHeading>
          <ListEditor<BoxInput> path={`${item}.views`} addLabel={texts.addBox} newItem={newBox} title={(_box, i) => `${texts.boxes} ${i + 1}`}>
            {(box) => (
              <Flex direction="column" gap="1rem">
                <LongTextInput name={`${box}.text`} label={texts.text} />
                <InputGrid>
                  <NumberInput name={`${box}.x`} label={texts.x} />
                  <NumberInput name={`${box}.y`} label={texts.y} />
                </InputGrid>
              </Flex>
            )}
          </ListEditor>
          <SectionHeading>{texts.theme}</SectionHeading>
          <InputGrid>
            {THEME_TEXTS.map((key) => (
              <TextInput key={key} name={`${item}.miniTheme.${key}`} label={texts[key]} />
            ))}
            {THEME_NUMBERS.map((key) => (
              <NumberInput key={key} name={`${item}.miniTheme.${key}`} label={texts[key]} />
            ))}
          </InputGrid>
        </Flex>
      )}
    </ListEditor>
  );
}
