// 'Detalle del evento' (docs/retos.md §2.8): each of the reto's details in its own inline editor, checked by the
// API's own field schema (name up to 50, distance in hundredths of a km, start before end) first.
import { Flex } from '@aws-amplify/ui-react';
import { messages } from '@shared/core/messages';
import { retoConfigTexts as texts } from '@shared/retos/reto-config-texts';
import { retoPageTexts } from '@shared/retos/reto-page-texts';
import { retoDetailFields, retoMessages, retoOrganizerTexts, startsBeforeEnd, type OrganizerRetoView } from '@shared/retos/virtual-event';
import { localInputOf, momentOf } from './local-moment';
import { RetoInlineField } from './reto-inline-field';
import type { RetoSave } from './use-reto-config';

type Detail = keyof typeof retoDetailFields;

interface DetailEditor {
  name: Detail;
  kind: 'text' | 'textarea' | 'datetime-local' | 'number' | 'select';
  shown: string;
  initial: string;
  /** The draft as the API takes it. */
  valueOf: (draft: string) => unknown;
  options?: Record<string, string>;
  inputProps?: Record<string, string | number | boolean>;
}

const numberOf = (draft: string) => (draft.trim() === '' ? undefined : Number(draft));

function editorsOf(reto: OrganizerRetoView): DetailEditor[] {
  const moment = (name: 'eventStart' | 'eventEnd'): DetailEditor => ({ name, kind: 'datetime-local', shown: retoPageTexts.date(reto[name]), initial: localInputOf(reto[name]), valueOf: momentOf });
  return [
    { name: 'eventName', kind: 'text', shown: reto.eventName, initial: reto.eventName, valueOf: (draft) => draft, inputProps: { maxLength: 50 } },
    { name: 'eventDescription', kind: 'textarea', shown: reto.eventDescription, initial: reto.eventDescription, valueOf: (draft) => draft, inputProps: { maxLength: 2000 } },
    moment('eventStart'),
    moment('eventEnd'),
    { name: 'distance', kind: 'number', shown: retoOrganizerTexts.distance(reto.distance), initial: String(reto.distance), valueOf: numberOf, inputProps: { step: '0.01', min: '0.01' } },
    { name: 'price', kind: 'number', shown: texts.price(reto.price), initial: String(reto.price), valueOf: numberOf, inputProps: { step: '0.01', min: '0' } },
    {
      name: 'eventType',
      kind: 'select',
      shown: retoOrganizerTexts.types[reto.eventType],
      initial: reto.eventType,
      valueOf: (draft) => draft,
      options: retoOrganizerTexts.types,
      inputProps: { descriptiveText: retoOrganizerTexts.typeHint },
    },
  ];
}

/** The detail's problem: missing, its own schema's, or a period that no longer starts before it ends. */
function problemOf(reto: OrganizerRetoView, name: Detail, value: unknown): string | undefined {
  if (value === undefined || value === '') return name === 'eventDescription' ? undefined : messages.required;
  const parsed = retoDetailFields[name].safeParse(value);
  if (!parsed.success) return parsed.error.issues[0]?.message;
  const start = name === 'eventStart' ? String(value) : reto.eventStart;
  const end = name === 'eventEnd' ? String(value) : reto.eventEnd;
  return startsBeforeEnd(start, end) ? undefined : retoMessages.startAfterEnd;
}

export function RetoDetailsEditor({ reto, save }: { reto: OrganizerRetoView; save: RetoSave }) {
  return (
    <Flex direction="column" gap="0.75rem">
      {editorsOf(reto).map(({ name, valueOf, ...editor }) => (
        <RetoInlineField
          key={name}
          label={texts.fields[name]}
          {...editor}
          check={(draft) => problemOf(reto, name, valueOf(draft))}
          save={(draft) => save({ [name]: retoDetailFields[name].parse(valueOf(draft)) })}
        />
      ))}
    </Flex>
  );
}
