// The fields of the sections drawn from the platform's events: a list of the organizer's events by
// status (named as the public event lists name them), an event's web, a result view of an event and an
// event's results widget.
import { SelectField, TextField } from '@aws-amplify/ui-react';
import { EVENT_STATUS } from '@shared/results/event-status';
import { resultsScreenTexts } from '@shared/results/results-texts';
import { siteEditorTexts } from '@shared/sites/site-editor-texts';
import type { SectionOf } from '../organizer-web/section-types';
import type { ProblemAt } from './field-problems';
import { numberOf } from './field-values';
import type { SectionFieldsProps } from './section-fields';

const texts = siteEditorTexts.fields;
type Status = SectionOf<'eventList'>['status'];
const STATUS_LABELS: Record<Status, string> = {
  [EVENT_STATUS.upcoming]: resultsScreenTexts.upcomingTitle,
  [EVENT_STATUS.live]: resultsScreenTexts.liveTitle,
  [EVENT_STATUS.closed]: resultsScreenTexts.previousTitle,
};

export function EventListFields({ section, onChange }: SectionFieldsProps<'eventList'>) {
  return (
    <>
      <SelectField label={texts.status} value={String(section.status)} onChange={(event) => onChange({ ...section, status: Number(event.target.value) as Status })}>
        {Object.entries(STATUS_LABELS).map(([status, label]) => (
          <option key={status} value={status}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextField label={texts.title} value={section.title} maxLength={200} onChange={(event) => onChange({ ...section, title: event.target.value })} />
    </>
  );
}

function EventIdField({ value, onChange, problems }: { value: number; onChange: (eventId: number) => void; problems: ProblemAt }) {
  return <TextField type="number" label={texts.eventId} min={1} width="12rem" value={String(value)} onChange={(event) => onChange(numberOf(event.target.value))} {...problems('eventId')} />;
}

export function EventWebFields({ section, onChange, problems }: SectionFieldsProps<'eventWeb'>) {
  return <EventIdField value={section.eventId} onChange={(eventId) => onChange({ ...section, eventId })} problems={problems} />;
}

export function ResultViewFields({ section, onChange, problems }: SectionFieldsProps<'resultView'>) {
  return (
    <>
      <EventIdField value={section.eventId} onChange={(eventId) => onChange({ ...section, eventId })} problems={problems} />
      <TextField
        type="number"
        label={texts.viewIndex}
        min={0}
        max={49}
        width="12rem"
        value={String(section.viewIndex)}
        onChange={(event) => onChange({ ...section, viewIndex: numberOf(event.target.value) })}
        {...problems('viewIndex')}
      />
    </>
  );
}

export function ResultsFields({ section, onChange, problems }: SectionFieldsProps<'results'>) {
  return (
    <>
      <EventIdField value={section.eventId} onChange={(eventId) => onChange({ ...section, eventId })} problems={problems} />
      <TextField label={texts.title} value={section.title} maxLength={200} onChange={(event) => onChange({ ...section, title: event.target.value })} {...problems('title')} />
    </>
  );
}
