// The organizer's 'Participantes' tab (docs/retos.md §2.8): the participants table 100 at a time with 'Mostrar
// más' (those read so far by race number), 'Descargar CSV', the race bibs, and a participant's
// detail, from which a start or finish photo opens in the reto's photo editor; from the table or the
// detail, 'Mensaje' opens the organizer's thread with that participant, written first or not (§2.8).
import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { retoParticipantsTexts as texts, type RetoParticipantRow } from '@shared/retos/reto-participants';
import { CsvDownloadButton, type CsvFile } from '@web/components/csv-download-button';
import { LoadingView } from '@web/components/loading-view';
import { errorMessage } from '@web/lib/error-message';
import { fetchReto, retoKey } from '../participation-api';
import { RetoPhotoEditor } from '../photos/photo-editor';
import { ParticipantDetailDialog, type EditedPhoto } from './participant-detail-dialog';
import { ParticipantsTable } from './participants-table';
import { RaceBibs } from './race-bibs';
import { fetchRetoParticipants, fetchRetoParticipantsCsv, retoParticipantsKey } from './results-api';

async function participantsCsvFile(eventId: string): Promise<CsvFile> {
  const { csv, fileName, truncated, rows } = await fetchRetoParticipantsCsv(eventId);
  return { csv, fileName, partialNote: truncated ? texts.csvTruncated(rows) : null };
}

const byRaceNumber = new Intl.Collator('es', { numeric: true }).compare;

interface RetoParticipantsPanelProps {
  eventId: string;
  onChat: (participant: RetoParticipantRow) => void;
}

export function RetoParticipantsPanel({ eventId, onChat }: RetoParticipantsPanelProps) {
  const reto = useQuery({ queryKey: retoKey(eventId), queryFn: () => fetchReto(eventId) });
  const pages = useInfiniteQuery({
    queryKey: retoParticipantsKey(eventId),
    queryFn: ({ pageParam }) => fetchRetoParticipants(eventId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.cursor,
  });
  const [bibs, setBibs] = useState(false);
  const [detail, setDetail] = useState<RetoParticipantRow | null>(null);
  const [editing, setEditing] = useState<EditedPhoto | null>(null);
  const closeDetail = useCallback(() => setDetail(null), []);
  const participants = (pages.data?.pages.flatMap((page) => page.participants) ?? []).sort((a, b) => byRaceNumber(a.raceNumber, b.raceNumber));

  return (
    <Flex as="section" direction="column" gap="1rem" minWidth="0" aria-label={texts.title}>
      <Heading level={2} fontSize="xxl">{texts.title}</Heading>
      <Flex gap="0.75rem" wrap="wrap" alignItems="flex-start">
        <CsvDownloadButton label={texts.downloadCsv} fetchCsv={() => participantsCsvFile(eventId)} />
        <Button size="small" onClick={() => setBibs(!bibs)} isDisabled={!reto.data}>
          {bibs ? texts.hideBibs : texts.showBibs}
        </Button>
      </Flex>
      {pages.error && <Text color="font.error">{errorMessage(pages.error)}</Text>}
      {!pages.data && !pages.error && <LoadingView />}
      {pages.data && participants.length === 0 && <Text>{texts.none}</Text>}
      {participants.length > 0 && (bibs && reto.data ? <RaceBibs reto={reto.data} participants={participants} /> : <ParticipantsTable participants={participants} onDetail={setDetail} onChat={onChat} />)}
      {pages.hasNextPage && (
        <Button alignSelf="flex-start" isLoading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
          {texts.more}
        </Button>
      )}
      {detail && !editing && <ParticipantDetailDialog eventId={eventId} participant={detail} onClose={closeDetail} onEdit={reto.data ? setEditing : undefined} onChat={onChat} />}
      {editing && reto.data && <RetoPhotoEditor {...editing} reto={reto.data} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
