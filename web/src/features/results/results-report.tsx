// One full-screen report (docs/results.md §2 screen 4): a modality selector, a branch or category selector
// where the view needs one (teams scored by branch, and the age-graded list, too), then the rows.
import { Flex, SelectField, Text } from '@aws-amplify/ui-react';
import { lazy, Suspense, useState } from 'react';
import { ageGradeTexts } from '@shared/results/age-grade-texts';
import { resultsScreenTexts } from '@shared/results/results-texts';
import type { Modality } from '@shared/results/event-schemas';
import { AGE_GRADE_VIEW, type StandingsView } from '@shared/results/result-row';
import { branchOptions, categoryOptions, type GroupOption } from '@shared/results/report-groups';
import { LoadingView } from '@web/components/loading-view';
import { StandingsList } from './standings-list';
import { TeamsReport, type TeamReportSetup } from './teams-report';
import { WinnersReport } from './winners-report';

// The age-grading tables load with this report only (docs/results.md "Edad ajustada").
const AgeGradeReport = lazy(() => import('./age-grade-report').then((m) => ({ default: m.AgeGradeReport })));

export const reportTitles: Record<StandingsView, string> = {
  ganadores: resultsScreenTexts.winnersButton,
  categoria: resultsScreenTexts.categoryButton,
  genero: resultsScreenTexts.genderButton,
  general: resultsScreenTexts.generalButton,
  equipos: resultsScreenTexts.teamsButton,
  edad: ageGradeTexts.button,
};

/** The age-graded list's choices: every graded branch together, or one (branch M has no age grade). */
function ageGradeChoices(modality: Modality): GroupOption[] {
  return [{ value: '', label: ageGradeTexts.branchAll }, ...branchOptions(modality).filter((option) => option.value !== 'M')];
}

function groupChoices(view: StandingsView, modality: Modality, teams: TeamReportSetup): GroupOption[] {
  if (view === 'genero' || (view === 'equipos' && teams.config.agrupacion === 'porRama')) return branchOptions(modality);
  if (view === 'categoria') return categoryOptions(modality);
  if (view === AGE_GRADE_VIEW) return ageGradeChoices(modality);
  return [];
}

interface ResultsReportProps {
  eventId: number;
  modalidades: Modality[];
  view: StandingsView;
  /** The event's team report configuration (timingConfig.equipos) and type. */
  teams: TeamReportSetup;
  /** The distance a modality is age-graded at, null when it is not (shared/results/graded-distance.ts). */
  gradedKm: (modality: Modality) => number | null;
  onSelect: (bib: string) => void;
}

export function ResultsReport({ eventId, modalidades: all, view, teams, gradedKm, onSelect }: ResultsReportProps) {
  const [chosenModality, setModality] = useState('');
  const [chosenGroup, setGroup] = useState('');
  const modalidades = view === AGE_GRADE_VIEW ? all.filter((m) => gradedKm(m) !== null) : all;
  const modality = modalidades.find((m) => m.codigoModalidad === chosenModality) ?? modalidades[0];
  if (!modality) return <Text>{resultsScreenTexts.noResults}</Text>;

  const groups = groupChoices(view, modality, teams);
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
            label={view === 'categoria' ? resultsScreenTexts.category : resultsScreenTexts.branch}
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
      ) : view === AGE_GRADE_VIEW ? (
        <Suspense fallback={<LoadingView />}>
          <AgeGradeReport
            key={`${modality.codigoModalidad}|${group}`}
            eventId={eventId}
            standings={{ modalidad: modality.codigoModalidad, view, group }}
            km={gradedKm(modality) ?? 0}
            label={reportTitles[view]}
            onSelect={onSelect}
          />
        </Suspense>
      ) : view === 'equipos' ? (
        <TeamsReport
          key={`${modality.codigoModalidad}|${group}`}
          eventId={eventId}
          standings={{ modalidad: modality.codigoModalidad, view, group }}
          setup={teams}
          label={reportTitles[view]}
          onSelect={onSelect}
        />
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
