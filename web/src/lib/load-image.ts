/**
 * Loads an image for drawing on a canvas. Cross-origin images are requested with CORS so that the
 * canvas stays exportable (toBlob refuses a canvas tainted by another origin's pixels).
 */
export function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`Could not load image ${url}`));
    image.src = url;
  });
}
