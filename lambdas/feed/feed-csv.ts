// The open feed's CSV files (docs/results.md 'The open results feed'): Spanish column names, one line
// per row in the list's order, each place as the results screens show it, written with the platform's
// CSV cells (quoted where a comma, semicolon, quote or line break would split them; no formulas).
import { csvLine, type CsvCell } from '@shared/registration/csv-cells';
import type { ControlPoint } from '@shared/results/event-schemas';
import { passPointName } from '@shared/results/checkpoints';
import type { FeedAthlete, FeedPass } from '@shared/results/feed-schemas';
import { feedCsvColumns as columns } from '@shared/results/feed-texts';
import { listPlaces } from '@shared/results/public-rows';
import { resultRamaLabels, resultsScreenTexts } from '@shared/results/results-texts';
import type { ResultRow, ResultView } from '@shared/results/result-row';

const rowHeader = [
  columns.place,
  columns.bib,
  columns.name,
  columns.branch,
  columns.category,
  columns.modality,
  columns.official,
  columns.real,
  columns.overall,
  columns.inBranch,
  columns.inCategory,
  columns.finishClock,
];

/** A place of 0 (no place) is an empty cell, as a spreadsheet expects of a missing number. */
const placeCell = (place: number): CsvCell => (place > 0 ? place : '');

function rowCells(row: ResultRow, place: number): CsvCell[] {
  return [
    placeCell(place),
    row.num,
    row.nombre,
    resultRamaLabels[row.gen],
    row.cat,
    row.mod || row.codMod,
    row.to,
    row.tc,
    placeCell(row.pG),
    placeCell(row.pR),
    placeCell(row.pCat),
    row.fhm,
  ];
}

/** A list's page: its rows with the place the list gives them. */
export function standingsCsv(view: ResultView, rows: readonly ResultRow[]): string {
  const places = listPlaces(view, rows);
  return csvLine(rowHeader) + rows.map((row, index) => csvLine(rowCells(row, places[index]!))).join('');
}

/** The passes, newest first, each at its checkpoint's name. */
export function passesCsv(passes: readonly FeedPass[]): string {
  const header = [columns.bib, columns.name, columns.modality, columns.point, columns.time, columns.clock];
  return csvLine(header) + passes.map((pass) => csvLine([pass.num, pass.nombre, pass.codMod, pass.punto, pass.tkpc, pass.fechaHoraPunto])).join('');
}

/** One athlete: the row's columns, its status, then the official time at each of its splits. */
export function athleteCsv({ row, estado }: Pick<FeedAthlete, 'row' | 'estado'>, points: ControlPoint[]): string {
  const splits = row.parciales.map((split) => ({ name: passPointName(points, { codMod: row.codMod, kpc: split.kpc }, resultsScreenTexts.finish), time: split.tkpc }));
  const header = [...rowHeader, columns.status, ...splits.map((split) => columns.splitTime(split.name))];
  return csvLine(header) + csvLine([...rowCells(row, row.pG), estado.text ?? columns.finished, ...splits.map((split) => split.time)]);
}
