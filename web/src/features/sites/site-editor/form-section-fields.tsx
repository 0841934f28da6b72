// The fields of a form section: which of the event's field groups feeds it (a group the event no
// longer has stays chosen, marked so), its title, and its two buttons' texts (empty: the defaults).
import { Text, TextField } from '@aws-amplify/ui-react';
import { formEditorTexts } from '@shared/sites/form-submission-texts';
import { siteTexts } from '@shared/sites/site-texts';
import { ChoiceSelect } from '@web/components/choice-select';
import { useEventFormGroups } from '../organizer-web/form-section-api';
import type { SectionFieldsProps } from './section-fields';

export function FormSectionFields({ section, onChange, problems }: SectionFieldsProps<'form'>) {
  const groups = useEventFormGroups(section.eventId);
  const names = Object.keys(groups.data ?? {});
  const missing = groups.data !== undefined && !names.includes(section.grupo);
  const choices = [...(names.includes(section.grupo) ? [] : [{ value: section.grupo, label: missing ? formEditorTexts.missingGroup(section.grupo) : section.grupo }]), ...names.map((name) => ({ value: name, label: name }))];
  return (
    <>
      <ChoiceSelect label={formEditorTexts.grupo} placeholder="" value={section.grupo} choices={choices} onChange={(event) => onChange({ ...section, grupo: event.target.value })} {...problems('grupo')} />
      {groups.data && names.length === 0 && (
        <Text fontSize="small" color="font.warning">
          {formEditorTexts.noGroups}
        </Text>
      )}
      <TextField label={formEditorTexts.title} value={section.title} maxLength={200} onChange={(event) => onChange({ ...section, title: event.target.value })} {...problems('title')} />
      <TextField label={formEditorTexts.submitText} placeholder={siteTexts.formSubmit} value={section.submitText} maxLength={60} onChange={(event) => onChange({ ...section, submitText: event.target.value })} {...problems('submitText')} />
      <TextField label={formEditorTexts.backText} placeholder={siteTexts.formBack} value={section.backText} maxLength={60} onChange={(event) => onChange({ ...section, backText: event.target.value })} {...problems('backText')} />
    </>
  );
}
