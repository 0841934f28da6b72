// jsdom draws nothing: a 2D context that records its calls, JPEG export that records what was
// exported, image loading by URL (`…-3000x2000.jpg` is that size) and downloads caught at the click.
import { vi } from 'vitest';

// Browsers read a Blob's bytes with arrayBuffer(); jsdom's Blob only through FileReader.
Blob.prototype.arrayBuffer ??= function (this: Blob) {
  return new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(this);
  });
};

export interface DrawCall {
  op: string;
  args: unknown[];
  fillStyle: string;
  font: string;
}

export class FakeContext {
  calls: DrawCall[] = [];
  fillStyle = '#000000';
  font = '10px sans-serif';
  textAlign = 'start';
  textBaseline = 'alphabetic';

  private record(op: string, args: unknown[]) {
    this.calls.push({ op, args, fillStyle: this.fillStyle, font: this.font });
  }
  drawImage(...args: unknown[]) {
    this.record('drawImage', args);
  }
  fillRect(...args: unknown[]) {
    this.record('fillRect', args);
  }
  fillText(...args: unknown[]) {
    this.record('fillText', args);
  }
  clearRect(...args: unknown[]) {
    this.record('clearRect', args);
  }
  translate(...args: unknown[]) {
    this.record('translate', args);
  }
  rotate(...args: unknown[]) {
    this.record('rotate', args);
  }
}

export interface FakeImage {
  src: string;
  width: number;
  height: number;
  naturalWidth: number;
  naturalHeight: number;
}

export function fakeImage(url: string): FakeImage {
  const [, width, height] = /-(\d+)x(\d+)\.\w+$/.exec(url) ?? [];
  if (!width || !height) throw new Error(`Could not load image ${url}`);
  return { src: url, width: Number(width), height: Number(height), naturalWidth: Number(width), naturalHeight: Number(height) };
}

export interface ExportedJpeg {
  width: number;
  height: number;
  calls: DrawCall[];
}

export interface Download {
  fileName: string;
  blob: Blob;
}

const contexts = new WeakMap<HTMLCanvasElement, FakeContext>();

export function contextOf(canvas: HTMLCanvasElement): FakeContext {
  let context = contexts.get(canvas);
  if (!context) {
    context = new FakeContext();
    contexts.set(canvas, context);
  }
  return context;
}

/** Installs the fakes; answers the lists the test reads what was exported and downloaded from. */
export function stubDrawing() {
  const jpegs: ExportedJpeg[] = [];
  const downloads: Download[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return contextOf(this) as unknown as CanvasRenderingContext2D;
  } as unknown as typeof HTMLCanvasElement.prototype.getContext);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, callback, type) {
    jpegs.push({ width: this.width, height: this.height, calls: [...contextOf(this).calls] });
    callback(new Blob([new Uint8Array([0xff, 0xd8, jpegs.length, 0xff, 0xd9])], { type }));
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) downloads.push({ fileName: this.download, blob });
  });
  let next = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:http://localhost/${(next += 1)}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: (url: string) => blobs.delete(url),
    }),
  );
  return { jpegs, downloads };
}

export const callsOf = (calls: DrawCall[], op: string) => calls.filter((call) => call.op === op);
