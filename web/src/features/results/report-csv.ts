// A report's CSV (GET …/results/csv) as the file 'Descargar CSV' saves, with the note a cut file shows.
import type { CsvFile } from '@web/components/csv-download-button';
import { fetchResultsCsv, type StandingsQuery } from './results-api';

export async function reportCsvFile(eventId: number, standings: StandingsQuery, cutNote: (filas: number) => string): Promise<CsvFile> {
  const { csv, nombreArchivo, filas, truncado } = await fetchResultsCsv(eventId, standings);
  return { csv, fileName: nombreArchivo, partialNote: truncado ? cutNote(filas) : null };
}
