// An editable list at a form path: each entry in its own card with move and remove buttons, and a
// button that appends a new entry. Only an entry's title follows its values as they are typed, so a
// keystroke does not redraw the whole list.
import { Flex } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { AddButton, ListItem } from './list-item';

interface ListEditorProps<T> {
  path: string;
  addLabel: string;
  /** A new entry, given how many the list has. */
  newItem: (count: number) => T;
  /** The card's title, from the entry's current values. */
  title: (item: T | undefined, index: number) => string;
  children: (itemPath: string, index: number) => ReactNode;
}

function ItemTitle<T>({ path, index, title }: { path: string; index: number; title: ListEditorProps<T>['title'] }) {
  return <>{title(useWatch({ name: path }) as T | undefined, index)}</>;
}

export function ListEditor<T extends object>({ path, addLabel, newItem, title, children }: ListEditorProps<T>) {
  const { fields, append, remove, move } = useFieldArray({ name: path });
  return (
    <Flex direction="column" gap="0.75rem">
      {fields.map((entry, i) => (
        <ListItem
          key={entry.id}
          title={<ItemTitle path={`${path}.${i}`} index={i} title={title} />}
          index={i}
          count={fields.length}
          onMove={move}
          onRemove={remove}
        >
          {children(`${path}.${i}`, i)}
        </ListItem>
      ))}
      <AddButton onClick={() => append(newItem(fields.length))}>{addLabel}</AddButton>
    </Flex>
  );
}
