// The live checkpoint table (spec §2 screen 5): the newest passes with a running clock since the
// chosen series start (liveClock: a missing or empty start shows 00:00:00).
import { Flex, Heading, SelectField, Table, TableBody, TableCell, TableHead, TableRow, Text } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import { resultsScreenTexts } from '../../../../shared/results/results-texts';
import { checkpointCode, CHECKPOINT_FILTER } from '../../../../shared/results/checkpoints';
import type { ControlPoint } from '../../../../shared/results/event-schemas';
import { liveClock } from '../../../../shared/results/live-clock';
import type { LivePass } from '../../../../shared/results/result-row';
import type { EventDetail } from '../../lib/event-detail';
import { LIVE_PASSES_SHOWN } from './live-feed';

function useNow(everyMs: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

function pointName(points: ControlPoint[], kpc: number): string {
  if (kpc === CHECKPOINT_FILTER.finish) return resultsScreenTexts.finish;
  return points.find((point) => checkpointCode(point.punto, point.vuelta) === kpc)?.descripcionPunto ?? String(kpc);
}

export function LivePassesTable({ detail, passes }: { detail: EventDetail; passes: LivePass[] }) {
  const { event, sections } = detail;
  const starts = sections.modalidades.flatMap((modality) =>
    modality.hSalidas.map((serie) => ({
      value: `${modality.codigoModalidad}|${serie.serie}`,
      label: `${modality.descripcionModalidad} · ${serie.descripcionSerie || serie.serie}`,
      hS: serie.hS,
    })),
  );
  const [chosen, setChosen] = useState('');
  const start = starts.find((option) => option.value === chosen) ?? starts[0];
  const clock = liveClock(start?.hS, event.zonaHoraria, useNow(1000));
  const { columns } = resultsScreenTexts;
  const shown = passes.slice(0, LIVE_PASSES_SHOWN);

  return (
    <section aria-label={resultsScreenTexts.livePasses}>
      <Flex alignItems="flex-end" justifyContent="space-between" wrap="wrap" gap="1rem">
        <Heading level={4}>{resultsScreenTexts.livePasses}</Heading>
        {starts.length > 1 && (
          <SelectField label={resultsScreenTexts.series} value={start?.value} onChange={(e) => setChosen(e.target.value)}>
            {starts.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        )}
        <Text role="timer" fontSize="xxl" fontWeight="bold" fontFamily="monospace">
          {clock}
        </Text>
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
                {resultsScreenTexts.noPasses}
              </TableCell>
            </TableRow>
          )}
          {shown.map((pass) => (
            <TableRow key={`${pass.num}|${pass.kpc}`}>
              <TableCell>{pass.num}</TableCell>
              <TableCell>{pass.nombre}</TableCell>
              <TableCell>{pointName(sections.puntosControl, pass.kpc)}</TableCell>
              <TableCell>{pass.tkpc}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
