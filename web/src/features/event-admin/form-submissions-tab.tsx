// The 'Formularios' tab: what visitors sent through the event's organizer-web forms, one form (field
// group) at a time, newest first with 'Mostrar más', and its CSV. For the profiles that read every
// registrant; the API checks the same.
import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { categoryGroupNames, fieldLabel, valueText, type CategoryModalities } from '@shared/registration/form-fields';
import { instantInZone } from '@shared/registration/instant-text';
import type { FormField } from '@shared/registration/registry-config-schema';
import { formInputFields } from '@shared/sites/form-submission-check';
import { formAdminTexts } from '@shared/sites/form-submission-texts';
import { ChoiceSelect } from '@web/components/choice-select';
import { CsvDownloadButton, type CsvFile } from '@web/components/csv-download-button';
import { LoadingView } from '@web/components/loading-view';
import { errorMessage } from '@web/lib/error-message';
import { adminConfigKey, fetchRegistryConfig } from './admin-api';
import { DashboardTable } from './dashboard-table';
import { fetchFormSubmissions, fetchFormSubmissionsCsv, formSubmissionsKey } from './form-submissions-api';

interface TabProps {
  eventId: number;
  /** The event's IANA zone: dates show on its clock. */
  zonaHoraria: string;
}

async function submissionsCsvFile(eventId: number, form: string): Promise<CsvFile> {
  const { csv, nombreArchivo, truncado, filas } = await fetchFormSubmissionsCsv(eventId, form);
  return { csv, fileName: nombreArchivo, partialNote: truncado ? formAdminTexts.csvTruncated(filas) : null };
}

function Submissions({ eventId, zonaHoraria, form, group }: TabProps & { form: string; group: FormField[] }) {
  const fields = formInputFields(group);
  const pages = useInfiniteQuery({
    queryKey: formSubmissionsKey(eventId, form),
    queryFn: ({ pageParam }) => fetchFormSubmissions(eventId, form, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor,
  });
  if (pages.error) return <Text color="font.error">{errorMessage(pages.error)}</Text>;
  if (!pages.data) return <LoadingView />;
  const submissions = pages.data.pages.flatMap((page) => page.submissions);
  if (submissions.length === 0) return <Text>{formAdminTexts.noSubmissions}</Text>;
  return (
    <Flex direction="column" gap="0.75rem">
      <CsvDownloadButton label={formAdminTexts.downloadCsv} fetchCsv={() => submissionsCsvFile(eventId, form)} />
      <DashboardTable
        title={formAdminTexts.caption(form)}
        columns={[formAdminTexts.date, ...fields.map(fieldLabel)]}
        rows={submissions.map((submission) => ({
          key: submission.id,
          cells: [
            instantInZone(submission.fecha, zonaHoraria),
            ...fields.map((field) => {
              const value = submission.campos[field.iDCampo];
              return value === undefined ? '' : valueText(field, value);
            }),
          ],
        }))}
      />
      {pages.hasNextPage && (
        <Button alignSelf="flex-start" isLoading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
          {formAdminTexts.showMore}
        </Button>
      )}
    </Flex>
  );
}

export function FormSubmissionsTab({ eventId, zonaHoraria, modalidades }: TabProps & { modalidades: CategoryModalities }) {
  const config = useQuery({ queryKey: adminConfigKey(eventId), queryFn: () => fetchRegistryConfig(eventId) });
  const [chosen, setChosen] = useState<string | null>(null);
  if (config.error) return <Text color="font.error">{errorMessage(config.error)}</Text>;
  if (!config.data) return <LoadingView />;
  const groups = config.data.gruposFormularios;
  // Only web forms: a group some category points at is filled at registration, never sent from the web.
  const registration = categoryGroupNames(modalidades);
  const names = Object.keys(groups).filter((name) => !registration.has(name));
  const form = chosen !== null && names.includes(chosen) ? chosen : names[0];
  if (form === undefined) return <Text>{formAdminTexts.noForms}</Text>;
  return (
    <Flex direction="column" gap="1rem">
      <ChoiceSelect label={formAdminTexts.form} placeholder="" value={form} onChange={(event) => setChosen(event.target.value)} choices={names.map((name) => ({ value: name, label: name }))} />
      <Submissions key={form} eventId={eventId} zonaHoraria={zonaHoraria} form={form} group={groups[form] ?? []} />
    </Flex>
  );
}
