// The photo parts of step 1 'Linea de Salida' (after the target-time card) and step 3 'Linea de meta'
// (docs/retos.md §2.6): the line's photo upload with its percentage (no start photo once the reto is
// closed: the goal card says so), the athlete's photo of it and its editor (frame with the goal time and
// race bib, or with the finish time and medal), the reto's audio for the line, and the grid of start
// photos or of finishers.
import { Flex } from '@aws-amplify/ui-react';
import type { ParticipationView } from '@shared/retos/participation';
import { startBlocker } from '@shared/retos/recording-rules';
import { retoPhotoTexts } from '@shared/retos/reto-photo-texts';
import type { VirtualEventView } from '@shared/retos/virtual-event';
import { AudioPlayButton } from '../audio-play-button';
import type { RegisteredStepProps } from '../reto-step-props';
import { LinePhoto } from './line-photo';
import { RetoPhotoGrid } from './reto-photo-grid';
import { RetoPhotoUpload } from './reto-photo-upload';
import type { LinePhotoKind } from './use-reto-decorations';

interface Line {
  upload: string;
  photo: (participation: ParticipationView) => string | null;
  audio: (reto: VirtualEventView) => string | null;
  audioLabel: string;
}

const lines: Record<LinePhotoKind, Line> = {
  startLine: { upload: retoPhotoTexts.startUpload, photo: (p) => p.startLinePhoto, audio: (reto) => reto.startAudio, audioLabel: retoPhotoTexts.startAudio },
  finishLine: { upload: retoPhotoTexts.finishUpload, photo: (p) => p.finishLinePhoto, audio: (reto) => reto.finishAudio, audioLabel: retoPhotoTexts.finishAudio },
};

export function LineStep({ kind, reto, participation, onParticipation }: RegisteredStepProps & { kind: LinePhotoKind }) {
  const line = lines[kind];
  const photo = line.photo(participation);
  return (
    <Flex direction="column" gap="1.5rem">
      {!(kind === 'startLine' && startBlocker(reto)) && <RetoPhotoUpload label={line.upload} photoType={kind} participation={participation} onParticipation={onParticipation} />}
      {photo && <LinePhoto url={photo} kind={kind} reto={reto} athlete={participation} />}
      <AudioPlayButton src={line.audio(reto)} label={line.audioLabel} />
      <RetoPhotoGrid eventId={reto.eventID} type={kind} />
    </Flex>
  );
}
