// The photo on screen, at most 500 px high, with the crop rectangle to drag while cropping.
import { View } from '@aws-amplify/ui-react';
import { useEffect, useRef, type PointerEvent } from 'react';
import { mediaTexts } from '@shared/media/media-texts';
import { previewSize, type Rect } from './photo-geometry';

interface PhotoPreviewProps {
  photo: HTMLCanvasElement;
  availableWidth: number;
  crop: Rect | null;
  onMoveCrop: (dx: number, dy: number) => void;
}

export function PhotoPreview({ photo, availableWidth, crop, onMoveCrop }: PhotoPreviewProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const dragFrom = useRef<{ x: number; y: number } | null>(null);
  const size = previewSize(photo, availableWidth);
  const scale = size.width / photo.width;

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.clearRect(0, 0, size.width, size.height);
    context.drawImage(photo, 0, 0, size.width, size.height);
  }, [photo, size.width, size.height]);

  const startDrag = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    dragFrom.current = { x: event.clientX, y: event.clientY };
  };
  const drag = (event: PointerEvent<HTMLDivElement>) => {
    const from = dragFrom.current;
    if (!from) return;
    // Pointer moves are in screen pixels; the crop is in the photo's.
    onMoveCrop((event.clientX - from.x) / scale, (event.clientY - from.y) / scale);
    dragFrom.current = { x: event.clientX, y: event.clientY };
  };
  const endDrag = () => {
    dragFrom.current = null;
  };

  return (
    <View position="relative" overflow="hidden" width={`${size.width}px`} height={`${size.height}px`}>
      <canvas ref={canvas} width={size.width} height={size.height} role="img" aria-label={mediaTexts.previewAlt} />
      {crop && (
        <div
          data-testid="crop-area"
          onPointerDown={startDrag}
          onPointerMove={drag}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          style={{
            position: 'absolute',
            left: crop.x * scale,
            top: crop.y * scale,
            width: crop.width * scale,
            height: crop.height * scale,
            border: '2px dashed #fff',
            boxShadow: '0 0 0 9999px rgba(0, 0, 0, 0.55)',
            cursor: 'move',
            touchAction: 'none',
          }}
        />
      )}
    </View>
  );
}
