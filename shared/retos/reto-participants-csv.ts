// A reto's participant list as a CSV for spreadsheets (docs/retos.md §2.8 'descargar lista'), with the
// registrant reports' cells (UTF-8 with its byte-order mark, formulas kept as text): the table's
// columns in Spanish and the e-mail; the time recorded on Mexico City's clock (retos keep no zone).
import { CSV_BOM, csvLine } from '@shared/registration/csv-cells';
import { toLocalDateTime } from '@shared/results/local-time';
import { genderLabels } from './reto-results';
import { participantColumns, retoParticipantsTexts, type RetoParticipantRow } from './reto-participants';

const RETO_TIME_ZONE = 'America/Mexico_City';

export const participantsCsvHeader = `${CSV_BOM}${csvLine([...participantColumns, retoParticipantsTexts.columns.email])}`;

/** A position of 0 (no finish time) is an empty cell. */
const position = (value: number) => (value > 0 ? value : '');

export function participantsCsvLine(row: RetoParticipantRow & { athleteEmail: string }): string {
  return csvLine([
    row.raceNumber,
    row.athleteName,
    row.athleteLastName,
    row.athleteBirth,
    genderLabels[row.athleteGender],
    row.category,
    position(row.positions.absolute),
    position(row.positions.gender),
    position(row.positions.category),
    row.goalTime,
    retoParticipantsTexts.evidence(row.evidencePhotos, row.activityId !== null),
    row.finishTime ?? '',
    row.finishTimeDate ? toLocalDateTime(Date.parse(row.finishTimeDate), RETO_TIME_ZONE).slice(0, 19) : '',
    row.athleteEmail,
  ]);
}

/** '{reto} - participantes {YYYY-MM-DD}.csv', the day on Mexico City's clock. */
export const participantsFileName = (eventName: string, now: Date) => retoParticipantsTexts.fileName(eventName, toLocalDateTime(now.getTime(), RETO_TIME_ZONE).slice(0, 10));
