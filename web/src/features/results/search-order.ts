// The order of the search's answer (docs/results.md §2 screen 6): the API answers in bib order across
// modalities; readers look for a runner within a race, so rows go by modality, then by place.
import type { Modality } from '@shared/results/event-schemas';
import type { ResultRow } from '@shared/results/result-row';
import { compareBibs } from '@shared/results/ranking';

export interface SearchHit {
  row: ResultRow;
  modality: string;
}

/** Modalities in the event's order (unknown ones last); finishers by overall place, then the rest by bib. */
export function orderSearchHits(rows: ResultRow[], modalidades: Modality[]): SearchHit[] {
  const place = (row: ResultRow) => (row.pG > 0 ? row.pG : Number.POSITIVE_INFINITY);
  return rows
    .map((row) => {
      const index = modalidades.findIndex((modality) => modality.codigoModalidad === row.codMod);
      const rank = index === -1 ? modalidades.length : index;
      return { row, rank, modality: modalidades[index]?.descripcionModalidad ?? (row.mod || row.codMod) };
    })
    .sort((a, b) => a.rank - b.rank || a.row.codMod.localeCompare(b.row.codMod) || place(a.row) - place(b.row) || compareBibs(a.row, b.row))
    .map(({ row, modality }) => ({ row, modality }));
}
