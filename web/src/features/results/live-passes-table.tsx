// The live checkpoint table (docs/results.md §2 screen 5, §5): the event's newest passes, or under a filter the
// modality's list the server keeps for it (fetched again whenever the live state moves on), under the
// clock of the chosen modality's series (running while the race is on, stopped once it is over).
import { Flex, Heading, SelectField, Table, TableBody, TableCell, TableHead, TableRow, Text } from '@aws-amplify/ui-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { resultsScreenTexts } from '@shared/results/results-texts';
import { checkpointOptions, CHECKPOINT_FILTER, passPointName, type CheckpointFilter } from '@shared/results/checkpoints';
import { isRaceOver, raceClock } from '@shared/results/live-clock';
import type { LivePass } from '@shared/results/result-row';
import { serieLabel } from '@shared/results/serie-label';
import type { EventDetail } from '@web/lib/event-detail';
import { LIVE_PASSES_SHOWN } from './live-feed';
import { fetchLivePasses } from './results-api';

const LIVE_EVENT = 4;

function useNow(everyMs: number, running: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, running]);
  return now;
}

/** The select's value for a filter: '' for all, else the code. */
const filterValue = (filter: CheckpointFilter) => (filter === CHECKPOINT_FILTER.all ? '' : String(filter));
const parseFilter = (value: string): CheckpointFilter => (value === '' ? CHECKPOINT_FILTER.all : Number(value));

/** The passes a filter shows: the event's newest (all), or the modality's list for the filter, asked again at each new live state. */
function useFilteredPasses(eventId: number, passes: LivePass[], filter: CheckpointFilter, codMod: string, seq: number): LivePass[] {
  const filtered = useQuery({
    queryKey: ['live-passes', eventId, codMod, filter, seq],
    queryFn: () => fetchLivePasses(eventId, codMod, filter ?? 0),
    enabled: filter !== CHECKPOINT_FILTER.all && codMod !== '',
    placeholderData: keepPreviousData,
  });
  if (filter === CHECKPOINT_FILTER.all) return passes;
  return filtered.data?.passes ?? [];
}

interface LivePassesTableProps {
  detail: EventDetail;
  /** The live state's sequence number: a new one means the filtered list may have moved on. */
  seq: number;
  passes: LivePass[];
  finishers: number;
  participants: number;
}

export function LivePassesTable({ detail, seq, passes, finishers, participants }: LivePassesTableProps) {
  const { event, sections } = detail;
  const starts = sections.modalidades.flatMap((modality) =>
    modality.hSalidas.map((serie) => ({
      value: `${modality.codigoModalidad}|${serie.serie}`,
      label: `${modality.descripcionModalidad} · ${serieLabel(serie)}`,
      codMod: modality.codigoModalidad,
      hS: serie.hS,
    })),
  );
  const [chosen, setChosen] = useState('');
  const [filter, setFilter] = useState<CheckpointFilter>(CHECKPOINT_FILTER.all);
  const start = starts.find((option) => option.value === chosen) ?? starts[0];
  const codMod = start?.codMod ?? '';
  const over = isRaceOver({ live: event.eventoDisponible === LIVE_EVENT, finishers, participants });
  const clock = raceClock(start?.hS, event.zonaHoraria, useNow(1000, !over), over, passes, codMod);
  const points = sections.puntosControl;
  const filters: { value: CheckpointFilter; label: string }[] = [
    { value: CHECKPOINT_FILTER.all, label: resultsScreenTexts.allPasses },
    ...checkpointOptions(points, codMod).map((kpc) => ({ value: kpc, label: passPointName(points, { codMod, kpc }, resultsScreenTexts.finish) })),
    { value: CHECKPOINT_FILTER.finish, label: resultsScreenTexts.finish },
    { value: CHECKPOINT_FILTER.pending, label: resultsScreenTexts.pendingArrivals },
  ];
  // A checkpoint of the modality chosen before does not apply to another one.
  const active = filters.some((option) => option.value === filter) ? filter : CHECKPOINT_FILTER.all;
  const { columns } = resultsScreenTexts;
  const shown = useFilteredPasses(event.iDEvento, passes, active, codMod, seq).slice(0, LIVE_PASSES_SHOWN);
  const empty = active === CHECKPOINT_FILTER.all ? resultsScreenTexts.noPasses : resultsScreenTexts.noFilteredPasses;

  return (
    <section aria-label={resultsScreenTexts.livePasses}>
      <Heading level={2} fontSize="large">{resultsScreenTexts.livePasses}</Heading>
      <Flex alignItems="flex-end" justifyContent="space-between" wrap="wrap" gap="1rem" marginBlock="0.75rem">
        <Flex wrap="wrap" gap="1rem">
          {starts.length > 1 && (
            <SelectField label={resultsScreenTexts.series} value={start?.value} onChange={(e) => setChosen(e.target.value)}>
              {starts.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </SelectField>
          )}
          <SelectField label={resultsScreenTexts.checkpointFilter} value={filterValue(active)} onChange={(e) => setFilter(parseFilter(e.target.value))}>
            {filters.map((option) => (
              <option key={filterValue(option.value)} value={filterValue(option.value)}>
                {option.label}
              </option>
            ))}
          </SelectField>
        </Flex>
        <Flex direction="column" alignItems="flex-end" gap="0">
          <Text role="timer" fontSize="xxl" fontWeight="bold" fontFamily="monospace">
            {clock}
          </Text>
          {over && <Text color="font.secondary">{resultsScreenTexts.clockStopped}</Text>}
        </Flex>
      </Flex>
      <Table size="small" variation="striped" aria-label={resultsScreenTexts.livePasses}>
        <TableHead>
          <TableRow>
            <TableCell as="th">{columns.bib}</TableCell>
            <TableCell as="th">{columns.name}</TableCell>
            <TableCell as="th">{resultsScreenTexts.point}</TableCell>
            <TableCell as="th">{resultsScreenTexts.time}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.length === 0 && (
            <TableRow>
              <TableCell colSpan={4} textAlign="center" color="font.secondary">
                {empty}
              </TableCell>
            </TableRow>
          )}
          {shown.map((pass) => (
            <TableRow key={`${pass.num}|${pass.kpc}`}>
              <TableCell>{pass.num}</TableCell>
              <TableCell>{pass.nombre}</TableCell>
              <TableCell>{passPointName(points, pass, resultsScreenTexts.finish)}</TableCell>
              <TableCell>{pass.tkpc}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
