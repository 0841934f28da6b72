// The reto's drawings over a photo, measured on the canvas calls they make: the time band stays
// inside the frame, and the race bib's line is drawn at a size that can be read.
import { describe, expect, it } from 'vitest';
import { insideFrame } from '@web/components/photo-editor/photo-geometry';
import { bibLines, captionDecoration, raceBibDecoration } from '@web/features/retos/photos/photo-decorations';

interface Drawn {
  rects: { x: number; y: number; width: number; height: number }[];
  texts: { text: string; x: number; y: number; px: number }[];
}

/** A 2D context that records what is drawn, in the photo's pixels. */
function recordingContext(): { context: CanvasRenderingContext2D; drawn: Drawn } {
  const drawn: Drawn = { rects: [], texts: [] };
  let font = '';
  const context = {
    set font(value: string) {
      font = value;
    },
    get font() {
      return font;
    },
    fillStyle: '',
    textAlign: 'left',
    textBaseline: 'alphabetic',
    fillRect: (x: number, y: number, width: number, height: number) => drawn.rects.push({ x, y, width, height }),
    fillText: (text: string, x: number, y: number) => drawn.texts.push({ text, x, y, px: Number(/(\d+)px/.exec(font)?.[1]) }),
    drawImage: () => undefined,
  } as unknown as CanvasRenderingContext2D;
  return { context, drawn };
}

const PHOTO = { width: 800, height: 1000 };

describe('the time caption', () => {
  it("starts below the frame's border instead of covering it", () => {
    const area = insideFrame(PHOTO, 'color');
    const { context, drawn } = recordingContext();
    captionDecoration('01:02:03')(context, area);
    const [band] = drawn.rects;
    expect(area.y).toBe(32);
    expect(band).toMatchObject({ x: 32, y: 32, width: 736 });
    expect(drawn.texts[0]?.y).toBeGreaterThan(32);
  });

  it('fills the top edge when the photo has no frame', () => {
    const { context, drawn } = recordingContext();
    captionDecoration('01:02:03')(context, insideFrame(PHOTO, 'none'));
    expect(drawn.rects[0]).toMatchObject({ x: 0, y: 0, width: 800 });
  });
});

describe("the race bib's line", () => {
  const line = 'Voy por 10 kilómetros en 01:00:00';

  it('is broken in two between words, the longer half as short as it can be', () => {
    expect(bibLines(line)).toEqual(['Voy por 10 kilómetros', 'en 01:00:00']);
    expect(bibLines('Voy por 5 km')).toEqual(['Voy por 5 km']);
  });

  it('is drawn at least twice as tall as on one line (it was about 9 px on a 800 px photo), each line inside the bib', () => {
    const { context, drawn } = recordingContext();
    const area = insideFrame(PHOTO, 'none');
    raceBibDecoration({ image: null, raceNumber: '123', line, color: '#000000', whiteBack: false })(context, area);
    const [bib] = drawn.rects;
    const lines = drawn.texts.filter((text) => text.text !== '123');
    expect(lines.map((text) => text.text)).toEqual(['Voy por 10 kilómetros', 'en 01:00:00']);
    for (const text of lines) {
      expect(text.px).toBeGreaterThanOrEqual(18);
      expect(text.text.length * 0.6 * text.px).toBeLessThanOrEqual((bib?.width ?? 0) * 0.9);
      expect(text.y + text.px / 2).toBeLessThanOrEqual((bib?.y ?? 0) + (bib?.height ?? 0));
    }
    expect((lines[1]?.y ?? 0) - (lines[0]?.y ?? 0)).toBeGreaterThanOrEqual(lines[0]?.px ?? 0);
  });
});
