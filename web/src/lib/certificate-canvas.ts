// A result certificate drawn on a 1025 × 820 canvas: the organizer's background, then each text
// field of certificateConfig with its [field] placeholders filled from the athlete's row.
import type { TimingConfig } from '@shared/results/event-schemas';
import type { ResultRow } from '@shared/results/result-row';
import { renderViewTemplate } from '@shared/results/view-template';
import { newCanvas } from './canvas-files';

export const CERTIFICATE_SIZE = { width: 1025, height: 820 } as const;

type CertificateConfig = TimingConfig['certificateConfig'];

export function drawCertificate(config: CertificateConfig, row: ResultRow, background: HTMLImageElement | null): HTMLCanvasElement {
  const { width, height } = CERTIFICATE_SIZE;
  const { canvas, context } = newCanvas(width, height);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  if (background) context.drawImage(background, 0, 0, width, height);
  context.fillStyle = config.fontColor;
  context.textBaseline = 'middle';
  for (const field of config.fields) {
    context.font = `${field.fontSize}px sans-serif`;
    context.textAlign = field.align;
    context.fillText(renderViewTemplate(field.template, [row], row), field.x * width, field.y * height);
  }
  return canvas;
}
