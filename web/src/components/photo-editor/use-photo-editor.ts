// The photo editor's state: the original (for undo), the edited photo, the frame, the crop being
// chosen, the event's logos and the page's decorations; every edit replaces the edited canvas with a
// new one.
import { useEffect, useMemo, useState } from 'react';
import type { PhotoConfig } from '@shared/results/page-schemas';
import { canvasToJpeg, downloadBlob } from '@web/lib/canvas-files';
import { loadImage } from '@web/lib/load-image';
import { composePhoto, cropCanvas, fittedCanvas, rotateCanvas, type Decoration, type Frame, type PlacedLogo } from './photo-canvas';
import { CROP_RATIOS, cropRectangle, moveRect, type CropShape, type Rect } from './photo-geometry';

export type EditorLoad = 'loading' | 'ready' | 'failed';

async function loadLogos(logos: PhotoConfig['logos']): Promise<PlacedLogo[]> {
  const loaded = await Promise.allSettled(logos.map((logo) => loadImage(logo.rutaLogo)));
  return loaded.flatMap((result, index) => {
    const logo = logos[index];
    if (result.status === 'rejected' || !logo) {
      // A missing logo should not keep the athlete from their photo.
      console.error(result.status === 'rejected' ? result.reason : 'logo without config');
      return [];
    }
    return [{ image: result.value, placement: { posicion: logo.posicion, anchoLogo: logo.anchoLogo, margen: logo.margen } }];
  });
}

const NO_DECORATIONS: readonly Decoration[] = [];

/** `decorations` are drawn again whenever they change: keep them the same list while nothing they show changes. */
export function usePhotoEditor(url: string, logoConfig: PhotoConfig['logos'], decorations: readonly Decoration[] = NO_DECORATIONS) {
  const [load, setLoad] = useState<EditorLoad>('loading');
  const [original, setOriginal] = useState<HTMLCanvasElement | null>(null);
  const [base, setBase] = useState<HTMLCanvasElement | null>(null);
  const [frame, setFrame] = useState<{ id: string; frame: Frame }>({ id: 'none', frame: { kind: 'none' } });
  const [crop, setCrop] = useState<Rect | null>(null);
  const [logos, setLogos] = useState<PlacedLogo[]>([]);

  useEffect(() => {
    let current = true;
    setLoad('loading');
    loadImage(url).then(
      (image) => {
        if (!current) return;
        const fitted = fittedCanvas(image);
        setOriginal(fitted);
        setBase(fitted);
        setLoad('ready');
      },
      (error: unknown) => {
        console.error(error);
        if (current) setLoad('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [url]);

  useEffect(() => {
    let current = true;
    void loadLogos(logoConfig).then((placed) => current && setLogos(placed));
    return () => {
      current = false;
    };
  }, [logoConfig]);

  const composed = useMemo(() => base && composePhoto(base, frame.frame, logos, decorations), [base, frame, logos, decorations]);

  const edit = (change: (photo: HTMLCanvasElement) => HTMLCanvasElement) => {
    if (!base) return;
    setBase(change(base));
    setCrop(null);
  };

  return {
    load,
    base,
    composed,
    frameId: frame.id,
    crop,
    chooseFrame: async (id: string, loadFrame: () => Promise<Frame>) => setFrame({ id, frame: await loadFrame() }),
    rotate: (direction: 1 | -1) => edit((photo) => rotateCanvas(photo, direction)),
    startCrop: (shape: CropShape) => base && setCrop(cropRectangle(base, CROP_RATIOS[shape])),
    moveCrop: (dx: number, dy: number) => base && setCrop((rect) => rect && moveRect(rect, dx, dy, base)),
    finishCrop: () => crop && edit((photo) => cropCanvas(photo, crop)),
    cancelCrop: () => setCrop(null),
    undo: () => {
      setBase(original);
      setFrame({ id: 'none', frame: { kind: 'none' } });
      setCrop(null);
    },
    download: async (fileName: string) => {
      if (composed) downloadBlob(await canvasToJpeg(composed), fileName);
    },
  };
}

export type PhotoEditorState = ReturnType<typeof usePhotoEditor>;
