// The team report of one modality and group as a CSV file for spreadsheets (docs/results.md, Equipos),
// with the registrant reports' cells (UTF-8 with its byte-order mark, formulas kept as text): one line
// per team in the report's order, its counted finishers side by side.
import { CSV_BOM, csvLine, type CsvCell } from '@shared/registration/csv-cells';
import { formatDuration } from '@shared/results/durations';
import { resultRamaLabels, teamReportTexts } from '@shared/results/results-texts';
import type { TeamStanding } from '@shared/results/teams';

const { csvColumns: columns, csvStates } = teamReportTexts;

export interface TeamCsvWriter {
  header: string;
  line(team: TeamStanding): string;
}

/** The writer of these teams' file: as many finisher columns as the largest team counts (the event's N). */
export function teamReportCsv(teams: readonly TeamStanding[]): TeamCsvWriter {
  const width = Math.max(0, ...teams.map((team) => team.miembros.length));
  const puntuacion = teams[0]?.puntuacion;
  const positions = Array.from({ length: width }, (_, i) => i + 1);
  const header = [
    columns.posicion,
    columns.equipo,
    columns.estado,
    columns.total(puntuacion),
    ...positions.flatMap((i) => [columns.numero(i), columns.nombre(i), columns.rama(i), columns.tiempo(i), columns.lugar(i)]),
  ];
  return {
    header: CSV_BOM + csvLine(header),
    line: (team) => {
      const members = positions.flatMap((i): CsvCell[] => {
        const member = team.miembros[i - 1];
        return member ? [member.num, member.nombre, resultRamaLabels[member.gen], member.to, member.lugar] : ['', '', '', '', ''];
      });
      return csvLine([
        team.pos > 0 ? team.pos : '',
        team.equipo,
        team.completo ? csvStates.completo : csvStates.incompleto,
        team.puntuacion === 'tiempo' ? formatDuration(team.total) : team.total,
        ...members,
      ]);
    },
  };
}
