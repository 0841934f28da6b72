// Canvas helpers shared by the photo editor and the certificates: a blank canvas, JPEG export and
// the browser download of a file made in the page.
export interface DrawingSurface {
  canvas: HTMLCanvasElement;
  context: CanvasRenderingContext2D;
}

export function newCanvas(width: number, height: number): DrawingSurface {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas');
  return { canvas, context };
}

const JPEG_QUALITY = 0.92;

export function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The canvas gave no JPEG'))), 'image/jpeg', JPEG_QUALITY),
  );
}

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the time the click returns; the URL is not needed after that.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
