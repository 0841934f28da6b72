// One full-screen report (docs/registration.md §2 screen 4): a modality selector, a branch or category selector
// where the view needs one, then the rows.
import { Flex, SelectField, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { resultsScreenTexts } from '@shared/results/results-texts';
import type { Modality } from '@shared/results/event-schemas';
import type { ResultView } from '@shared/results/result-row';
import { branchOptions, categoryOptions, type GroupOption } from '@shared/results/report-groups';
import { StandingsList } from './standings-list';
import { WinnersReport } from './winners-report';

export const reportTitles: Record<ResultView, string> = {
  ganadores: resultsScreenTexts.winnersButton,
  categoria: resultsScreenTexts.categoryButton,
  genero: resultsScreenTexts.genderButton,
  general: resultsScreenTexts.generalButton,
};

function groupChoices(view: ResultView, modality: Modality): GroupOption[] {
  if (view === 'genero') return branchOptions(modality);
  if (view === 'categoria') return categoryOptions(modality);
  return [];
}

interface ResultsReportProps {
  eventId: number;
  modalidades: Modality[];
  view: ResultView;
  onSelect: (bib: string) => void;
}

export function ResultsReport({ eventId, modalidades, view, onSelect }: ResultsReportProps) {
  const [chosenModality, setModality] = useState('');
  const [chosenGroup, setGroup] = useState('');
  const modality = modalidades.find((m) => m.codigoModalidad === chosenModality) ?? modalidades[0];
  if (!modality) return <Text>{resultsScreenTexts.noResults}</Text>;

  const groups = groupChoices(view, modality);
  const group = groups.find((option) => option.value === chosenGroup)?.value ?? groups[0]?.value ?? '';
  return (
    <>
      <Flex gap="1rem" wrap="wrap">
        <SelectField
          label={resultsScreenTexts.modality}
          value={modality.codigoModalidad}
          onChange={(e) => setModality(e.target.value)}
        >
          {modalidades.map((m) => (
            <option key={m.codigoModalidad} value={m.codigoModalidad}>
              {m.descripcionModalidad}
            </option>
          ))}
        </SelectField>
        {groups.length > 0 && (
          <SelectField
            label={view === 'genero' ? resultsScreenTexts.branch : resultsScreenTexts.category}
            value={group}
            onChange={(e) => setGroup(e.target.value)}
          >
            {groups.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        )}
      </Flex>
      {view === 'ganadores' ? (
        <WinnersReport eventId={eventId} modality={modality} onSelect={onSelect} />
      ) : (
        <StandingsList
          key={`${modality.codigoModalidad}|${group}`}
          eventId={eventId}
          standings={{ modalidad: modality.codigoModalidad, view, group }}
          label={reportTitles[view]}
          onSelect={onSelect}
        />
      )}
    </>
  );
}
