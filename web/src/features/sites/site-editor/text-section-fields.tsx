// The fields of the text sections: title, text with title, countdown and registration.
import { SelectField, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { REGISTRATION_RENDERS } from '@shared/sites/site-schema';
import { siteEditorTexts } from '@shared/sites/site-editor-texts';
import type { SectionOf } from '../organizer-web/section-types';
import { untilFromLocalInput, untilToLocalInput, zoneName } from './countdown-input';
import { useEditorZone } from './editor-event';
import { ImageUrlField } from './image-url-field';
import type { SectionFieldsProps } from './section-fields';

const texts = siteEditorTexts.fields;

export function TitleFields({ section, onChange, problems }: SectionFieldsProps<'title'>) {
  return (
    <>
      <TextField label={texts.text} value={section.text} maxLength={200} onChange={(event) => onChange({ ...section, text: event.target.value })} {...problems('text')} />
      <SelectField label={texts.align} value={section.align} onChange={(event) => onChange({ ...section, align: event.target.value as SectionOf<'title'>['align'] })}>
        {(['left', 'center', 'right'] as const).map((align) => (
          <option key={align} value={align}>
            {texts.aligns[align]}
          </option>
        ))}
      </SelectField>
    </>
  );
}

export function TextWithTitleFields({ section, onChange }: SectionFieldsProps<'textWithTitle'>) {
  return (
    <>
      <TextField label={texts.title} value={section.title} maxLength={200} onChange={(event) => onChange({ ...section, title: event.target.value })} />
      <TextAreaField
        label={texts.body}
        descriptiveText={texts.markdownNote}
        rows={8}
        value={section.body}
        onChange={(event) => onChange({ ...section, body: event.target.value })}
      />
    </>
  );
}

export function CountdownFields({ section, onChange, problems }: SectionFieldsProps<'countdown'>) {
  const zone = useEditorZone();
  return (
    <>
      <TextField label={texts.title} value={section.title} maxLength={200} onChange={(event) => onChange({ ...section, title: event.target.value })} />
      <TextField
        type="datetime-local"
        label={texts.until(zoneName(zone))}
        value={untilToLocalInput(section.until, zone)}
        onChange={(event) => {
          const until = untilFromLocalInput(event.target.value, zone);
          if (until) onChange({ ...section, until });
        }}
        {...problems('until')}
      />
      <TextField label={texts.doneText} value={section.doneText} maxLength={200} onChange={(event) => onChange({ ...section, doneText: event.target.value })} />
    </>
  );
}

export function RegistrationFields({ section, onChange, problems }: SectionFieldsProps<'registration'>) {
  return (
    <>
      <SelectField label={texts.render} value={section.render} onChange={(event) => onChange({ ...section, render: event.target.value as SectionOf<'registration'>['render'] })}>
        {REGISTRATION_RENDERS.map((render) => (
          <option key={render} value={render}>
            {texts.renders[render]}
          </option>
        ))}
      </SelectField>
      <TextField label={texts.buttonText} value={section.buttonText} maxLength={60} onChange={(event) => onChange({ ...section, buttonText: event.target.value })} />
      {section.render === 'image' && (
        <ImageUrlField label={texts.imageUrl} value={section.image} onChange={(image) => onChange({ ...section, image })} problem={problems('image')} />
      )}
      <Text fontSize="small" color="font.tertiary">
        #{section.eventId}
      </Text>
    </>
  );
}
