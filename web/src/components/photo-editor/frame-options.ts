// The frames on offer (docs/results.md §3): none, the default white and black, and the event's
// marcos drawn for the photo's orientation.
import { mediaTexts } from '@shared/media/media-texts';
import type { PhotoConfig } from '@shared/results/page-schemas';
import { loadImage } from '@web/lib/load-image';
import type { Frame } from './photo-canvas';
import type { PhotoOrientation } from './photo-geometry';

export interface FrameOption {
  id: string;
  label: string;
  load: () => Promise<Frame>;
}

const plainFrames: FrameOption[] = [
  { id: 'none', label: mediaTexts.noFrame, load: async () => ({ kind: 'none' }) },
  { id: 'white', label: mediaTexts.whiteFrame, load: async () => ({ kind: 'color', color: '#ffffff' }) },
  { id: 'black', label: mediaTexts.blackFrame, load: async () => ({ kind: 'color', color: '#000000' }) },
];

export function frameOptions(marcos: PhotoConfig['marcos'], orientation: PhotoOrientation): FrameOption[] {
  const eventFrames = marcos
    .filter((marco) => marco.tipo === orientation)
    .map<FrameOption>((marco) => ({
      id: `marco-${marco.codMarco}`,
      label: marco.descripcion || marco.codMarco,
      load: async () => ({ kind: 'image', image: await loadImage(marco.rutaMarco) }),
    }));
  return [...plainFrames, ...eventFrames];
}
