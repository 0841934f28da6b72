// One form's submissions as a CSV for spreadsheets (the registrant reports' cells: UTF-8 with its
// byte-order mark, formulas kept as text): a column per field the public fills, titled by the
// field's label, then 'Fecha' on the event's clock.
import { CSV_BOM, csvLine } from '@shared/registration/csv-cells';
import { fieldLabel, valueText } from '@shared/registration/form-fields';
import type { FormField } from '@shared/registration/registry-config-schema';
import { toLocalDateTime } from '@shared/results/local-time';
import type { FormSubmission } from './form-submission-api';
import { formAdminTexts } from './form-submission-texts';
import { formInputFields } from './form-submission-check';

export interface SubmissionsCsvWriter {
  header: string;
  line(submission: Pick<FormSubmission, 'campos' | 'fecha'>): string;
}

export function submissionsCsv(group: FormField[], zonaHoraria: string): SubmissionsCsvWriter {
  const fields = formInputFields(group);
  return {
    header: `${CSV_BOM}${csvLine([...fields.map(fieldLabel), formAdminTexts.date])}`,
    line: ({ campos, fecha }) => {
      const cells = fields.map((field) => {
        const value = campos[field.iDCampo];
        if (value === undefined) return '';
        return typeof value === 'number' ? value : valueText(field, value);
      });
      return csvLine([...cells, toLocalDateTime(Date.parse(fecha), zonaHoraria).slice(0, 19)]);
    },
  };
}

/** '{event} - {form} {YYYY-MM-DD}.csv', the date on the event's clock. */
export const submissionsFileName = (nombreEvento: string, formId: string, now: Date, zonaHoraria: string) =>
  `${nombreEvento} - ${formId} ${toLocalDateTime(now.getTime(), zonaHoraria).slice(0, 10)}.csv`;
