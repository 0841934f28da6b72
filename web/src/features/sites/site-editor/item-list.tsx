// A list inside a section (menu links, boxes, networks, gallery images): each item's fields in its own
// frame with its moves and removal, an 'add' button up to the schema's maximum, and the list's own
// problem (an empty list the schema requires).
import { Button, Flex, Heading, Text, View } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { siteEditorTexts } from '@shared/sites/site-editor-texts';
import type { FieldProblem } from './field-problems';
import { moveItem } from './site-draft';

const texts = siteEditorTexts.items;

interface ItemListProps<T> {
  heading: string;
  items: readonly T[];
  onChange: (items: T[]) => void;
  /** Names each item's frame for screen readers, e.g. 'Recuadro 2'. */
  itemName: (index: number) => string;
  addText: string;
  newItem: () => T;
  max: number;
  problem: FieldProblem;
  children: (item: T, index: number, setItem: (item: T) => void) => ReactNode;
}

export function ItemList<T>({ heading, items, onChange, itemName, addText, newItem, max, problem, children }: ItemListProps<T>) {
  const setItem = (index: number) => (item: T) => onChange(items.map((each, at) => (at === index ? item : each)));
  return (
    <Flex direction="column" gap="0.5rem">
      <Heading level={4} fontSize="medium">{heading}</Heading>
      {items.map((item, index) => (
        <View key={index} role="group" aria-label={itemName(index)} border="1px solid" borderColor="border.secondary" borderRadius="small" padding="0.5rem">
          <Flex direction="column" gap="0.5rem">
            {children(item, index, setItem(index))}
            <Flex gap="0.25rem" wrap="wrap">
              <Button size="small" isDisabled={index === 0} onClick={() => onChange(moveItem(items, index, -1))}>
                {texts.up}
              </Button>
              <Button size="small" isDisabled={index === items.length - 1} onClick={() => onChange(moveItem(items, index, 1))}>
                {texts.down}
              </Button>
              <Button size="small" variation="destructive" onClick={() => onChange(items.filter((_, at) => at !== index))}>
                {texts.remove}
              </Button>
            </Flex>
          </Flex>
        </View>
      ))}
      {problem.hasError && (
        <Text role="alert" fontSize="small" color="font.error">
          {problem.errorMessage}
        </Text>
      )}
      <Button size="small" alignSelf="flex-start" isDisabled={items.length >= max} onClick={() => onChange([...items, newItem()])}>
        {addText}
      </Button>
    </Flex>
  );
}
