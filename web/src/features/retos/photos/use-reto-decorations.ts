// The decorations of an athlete's start or finish photo, once the reto's bib or medal image has loaded
// (undefined until then): the start photo shows the goal time and the race bib; the finish photo the
// finish time and the medal. A bib image that does not load leaves a plain bib; a medal, none.
import { useEffect, useMemo, useState } from 'react';
import { ZERO_TIME, type ParticipationView } from '@shared/retos/participation';
import { raceBibText } from '@shared/retos/race-bib';
import { retoPhotoTexts } from '@shared/retos/reto-photo-texts';
import { retoLookDefaults } from '@shared/retos/reto-look';
import type { VirtualEventView } from '@shared/retos/virtual-event';
import type { Decoration } from '@web/components/photo-editor/photo-canvas';
import { loadImage } from '@web/lib/load-image';
import { captionDecoration, medalDecoration, raceBibDecoration } from './photo-decorations';

export type LinePhotoKind = 'startLine' | 'finishLine';

/** What the decorations read of a participation: the organizer's participant detail has these too. */
export type DecoratedAthlete = Pick<ParticipationView, 'raceNumber' | 'goalTime' | 'finishTime'>;

/** The image the kind draws (read with care: older retos may lack the field). */
const imageOf = (kind: LinePhotoKind, reto: VirtualEventView): string | null => (kind === 'startLine' ? reto.raceNumberImage : reto.medalImage) ?? null;

function useLoadedImage(url: string | null): { image: HTMLImageElement | null } | undefined {
  const [loaded, setLoaded] = useState<{ url: string | null; image: HTMLImageElement | null }>();
  useEffect(() => {
    if (!url) return;
    let current = true;
    loadImage(url).then(
      (image) => current && setLoaded({ url, image }),
      (error: unknown) => {
        console.error(error);
        if (current) setLoaded({ url, image: null });
      },
    );
    return () => {
      current = false;
    };
  }, [url]);
  if (!url) return { image: null };
  return loaded?.url === url ? loaded : undefined;
}

export function useRetoDecorations(kind: LinePhotoKind, reto: VirtualEventView, athlete: DecoratedAthlete): readonly Decoration[] | undefined {
  const loaded = useLoadedImage(imageOf(kind, reto));
  const image = loaded?.image;
  const { raceNumber, goalTime, finishTime } = athlete;
  const look = { ...retoLookDefaults, ...reto };
  const { distance, eventType, raceNumberFontColor, raceNumberWhiteBack, showMedalTime, medalFontColor, medalTextHorizontal, medalTextVertical } = look;
  return useMemo(() => {
    if (image === undefined) return undefined;
    if (kind === 'startLine') {
      const bib = raceBibDecoration({ image, raceNumber, line: raceBibText({ distance, eventType }, goalTime), color: raceNumberFontColor, whiteBack: raceNumberWhiteBack });
      return goalTime === ZERO_TIME ? [bib] : [captionDecoration(retoPhotoTexts.goalCaption(goalTime)), bib];
    }
    const caption = finishTime ? [captionDecoration(retoPhotoTexts.finishCaption(finishTime))] : [];
    if (!image) return caption;
    const time = showMedalTime && finishTime ? finishTime : null;
    return [...caption, medalDecoration({ image, time, color: medalFontColor, horizontal: medalTextHorizontal, vertical: medalTextVertical })];
  }, [kind, image, raceNumber, goalTime, finishTime, distance, eventType, raceNumberFontColor, raceNumberWhiteBack, showMedalTime, medalFontColor, medalTextHorizontal, medalTextVertical]);
}
