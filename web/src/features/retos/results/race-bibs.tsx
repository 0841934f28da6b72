// The participants' race bibs (docs/retos.md §2.8 'show race-number bibs', §3, §9): each a 1025 × 820 bib drawn
// on a canvas at a smaller scale — the reto's raceNumberImage (a plain white bib without one), the
// athlete's number in raceNumberFontColor, on a white panel when asked — with the athlete's name.
import { Card, Flex, Grid, SwitchField, Text } from '@aws-amplify/ui-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { retoParticipantsTexts as texts, type RetoParticipantRow } from '@shared/retos/reto-participants';
import type { VirtualEventView } from '@shared/retos/virtual-event';
import { loadImage } from '@web/lib/load-image';
import { fittedFontSize, RACE_BIB_SIZE } from '../photos/photo-decorations';

/** Two fifths of the spec's 1025 × 820: sharp on a card, light for a page of 100. */
const SCALE = 0.4;
const WIDTH = Math.round(RACE_BIB_SIZE.width * SCALE);
const HEIGHT = Math.round(RACE_BIB_SIZE.height * SCALE);

interface BibLook {
  image: HTMLImageElement | null;
  color: string;
  whiteBack: boolean;
}

function drawBib(canvas: HTMLCanvasElement, raceNumber: string, { image, color, whiteBack }: BibLook): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, WIDTH, HEIGHT);
  if (image) context.drawImage(image, 0, 0, WIDTH, HEIGHT);
  if (image && whiteBack) context.fillRect(WIDTH * 0.1, HEIGHT * 0.25, WIDTH * 0.8, HEIGHT * 0.45);
  context.fillStyle = color;
  context.font = `bold ${fittedFontSize(HEIGHT * 0.38, raceNumber, WIDTH * 0.75)}px sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(raceNumber, WIDTH / 2, HEIGHT * 0.475);
}

function RaceBib({ participant, look }: { participant: RetoParticipantRow; look: BibLook }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvasRef.current) drawBib(canvasRef.current, participant.raceNumber, look);
  }, [participant.raceNumber, look]);
  const name = `${participant.athleteName} ${participant.athleteLastName}`;
  return (
    <Card variation="outlined" padding="0.5rem">
      <Flex direction="column" gap="0.25rem">
        <canvas ref={canvasRef} width={WIDTH} height={HEIGHT} role="img" aria-label={`${texts.columns.raceNumber} ${participant.raceNumber}: ${name}`} style={{ width: '100%', height: 'auto' }} />
        <Text fontSize="small" fontWeight="bold">
          {name}
        </Text>
      </Flex>
    </Card>
  );
}

export function RaceBibs({ reto, participants }: { reto: VirtualEventView; participants: RetoParticipantRow[] }) {
  const [whiteBack, setWhiteBack] = useState(reto.raceNumberWhiteBack);
  const url = reto.raceNumberImage;
  // A bib image that does not load leaves a plain bib.
  const image = useQuery({ queryKey: ['reto-bib-image', url], queryFn: () => (url ? loadImage(url).catch(() => null) : null), staleTime: Infinity });
  const look = useMemo<BibLook | undefined>(
    () => (image.data === undefined ? undefined : { image: image.data, color: reto.raceNumberFontColor, whiteBack }),
    [image.data, reto.raceNumberFontColor, whiteBack],
  );
  return (
    <Flex direction="column" gap="0.75rem">
      {url && <SwitchField label={texts.whiteBack} isChecked={whiteBack} onChange={(event) => setWhiteBack(event.target.checked)} />}
      {look && (
        <Grid templateColumns="repeat(auto-fill, minmax(160px, 1fr))" gap="0.75rem">
          {participants.map((participant) => (
            <RaceBib key={participant.userID} participant={participant} look={look} />
          ))}
        </Grid>
      )}
    </Flex>
  );
}
