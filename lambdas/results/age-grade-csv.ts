// The age-graded list of one modality and group as a CSV file for spreadsheets (docs/results.md
// "Edad ajustada"), with the registrant reports' cells: one line per finisher in the list's order,
// their age-grade percentage and age-graded time beside their official time.
import { CSV_BOM, csvLine } from '@shared/registration/csv-cells';
import { ageGrade } from '@shared/results/age-grade';
import { ageGradeTexts } from '@shared/results/age-grade-texts';
import { formatDuration } from '@shared/results/durations';
import type { ResultRow } from '@shared/results/result-row';
import { resultRamaLabels } from '@shared/results/results-texts';

const columns = ageGradeTexts.csvColumns;

export interface AgeGradeCsvWriter {
  header: string;
  /** The line of the list's `lugar`-th finisher. */
  line(row: ResultRow, lugar: number): string;
}

/** The writer of a list graded at `km`. */
export function ageGradeCsv(km: number): AgeGradeCsvWriter {
  const header = [columns.lugar, columns.numero, columns.nombre, columns.edad, columns.rama, columns.categoria, columns.tiempo, columns.ajustado, columns.porcentaje];
  return {
    header: CSV_BOM + csvLine(header),
    line: (row, lugar) => {
      const grade = ageGrade(row, km);
      return csvLine([lugar, row.num, row.nombre, row.edad ?? '', resultRamaLabels[row.gen], row.cat, row.to, grade ? formatDuration(grade.tiempoMS) : '', grade ? grade.porcentaje.toFixed(2) : '']);
    },
  };
}
