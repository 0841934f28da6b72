// 'Buscador por Nombre o Número' (docs/results.md §2 screen 6): one input, searched once the typing pauses;
// the matched bib or name parts are marked, rows go by modality then place, and a row opens the athlete detail.
import { Table, TableBody, TableHead, TableRow, Text, TextField } from '@aws-amplify/ui-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { resultsScreenTexts } from '@shared/results/results-texts';
import type { Modality } from '@shared/results/event-schemas';
import { FullScreenDialog } from './full-screen-dialog';
import { matchParts } from './match-parts';
import { queryFallback } from './query-fallback';
import { ResultCells, ResultHeader, resultTableMinWidth } from './result-cells';
import { searchAthletes } from './results-api';
import { orderSearchHits } from './search-order';
import { useDebouncedValue } from './use-debounced-value';

const SEARCH_DEBOUNCE_MS = 350;

/** The API answers a number (exact bib) or more than 2 letters; anything else would come back empty. */
const isSearchable = (text: string) => /^\d+$/.test(text) || text.length > 2;

function Highlighted({ text, query }: { text: string; query: string }) {
  return matchParts(text, query).map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text));
}

interface SearchDialogProps {
  eventId: number;
  modalidades: Modality[];
  onClose: () => void;
  onSelect: (bib: string) => void;
}

export function SearchDialog({ eventId, modalidades, onClose, onSelect }: SearchDialogProps) {
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const searchable = isSearchable(settled);
  const query = useQuery({
    queryKey: ['search', eventId, settled],
    queryFn: () => searchAthletes(eventId, settled),
    enabled: searchable,
  });
  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? 0;
  const fallback = searchable ? queryFallback(query, rows.length === 0) : <Text>{resultsScreenTexts.searchHint}</Text>;

  return (
    <FullScreenDialog title={resultsScreenTexts.searchTitle} onClose={onClose}>
      <TextField
        label={resultsScreenTexts.searchLabel}
        type="search"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {fallback ?? (
        <>
          <Text role="status" color={total > rows.length ? 'font.warning' : 'font.secondary'}>
            {total > rows.length ? resultsScreenTexts.searchCapped(total, rows.length) : resultsScreenTexts.searchCount(total)}
          </Text>
          <Table size="small" highlightOnHover aria-label={resultsScreenTexts.searchTitle} style={{ tableLayout: 'fixed', minWidth: resultTableMinWidth(true) }}>
            <TableHead>
              <ResultHeader withModality />
            </TableHead>
            <TableBody>
              {orderSearchHits(rows, modalidades).map(({ row, modality }) => (
                <TableRow key={row.num}>
                  <ResultCells
                    row={row}
                    place={row.pG}
                    modality={modality}
                    onSelect={onSelect}
                    highlight={(value) => <Highlighted text={value} query={settled} />}
                  />
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </FullScreenDialog>
  );
}
