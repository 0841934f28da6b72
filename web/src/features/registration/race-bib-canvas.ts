// The digital race bib (docs/registration.md §1, §9): a 1025 × 820 canvas with the folio in the middle, the event
// above it and the modality below, styled by the event's dorsal settings; downloaded as JPEG.
import { confirmationTexts } from '@shared/registration/confirmation-texts';
import type { RegistrantConfirmation } from '@shared/registration/registration-api';
import { canvasToJpeg, downloadBlob, newCanvas } from '@web/lib/canvas-files';
import { loadImage } from '@web/lib/load-image';
import { fullName } from '@shared/registration/registrant-name';

const RACE_BIB_SIZE = { width: 1025, height: 820 } as const;

/** The white box behind the number when raceNumberWhiteBack is on. */
const NUMBER_BOX = { x: 92, y: 200, width: 841, height: 400 } as const;
const TEXT_MAX_WIDTH = RACE_BIB_SIZE.width - 80;

/** As large as fits the box: four digits at 320 px, five at 280 px. */
const numberFontSize = (numero: number) => Math.min(320, Math.floor(1400 / String(numero).length));

function drawRaceBib(confirmation: RegistrantConfirmation, numero: number, background: HTMLImageElement | null): HTMLCanvasElement {
  const { width, height } = RACE_BIB_SIZE;
  const { raceNumberFontColor, raceNumberWhiteBack } = confirmation.dorsal;
  const { canvas, context } = newCanvas(width, height);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  if (background) context.drawImage(background, 0, 0, width, height);
  if (raceNumberWhiteBack) {
    context.fillStyle = '#ffffff';
    context.fillRect(NUMBER_BOX.x, NUMBER_BOX.y, NUMBER_BOX.width, NUMBER_BOX.height);
  }
  context.fillStyle = raceNumberFontColor;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.font = 'bold 52px sans-serif';
  context.fillText(confirmation.event.nombreEvento, width / 2, 110, TEXT_MAX_WIDTH);
  context.font = `bold ${numberFontSize(numero)}px sans-serif`;
  context.fillText(String(numero), width / 2, NUMBER_BOX.y + NUMBER_BOX.height / 2, NUMBER_BOX.width);
  context.font = 'bold 48px sans-serif';
  context.fillText(confirmation.modalidad.descripcionModalidad, width / 2, 680, TEXT_MAX_WIDTH);
  context.font = '36px sans-serif';
  context.fillText(fullName(confirmation.datos), width / 2, 745, TEXT_MAX_WIDTH);
  return canvas;
}

async function backgroundImage(url: string): Promise<HTMLImageElement | null> {
  if (!url) return null;
  // A missing or unreachable image still leaves a usable bib.
  return loadImage(url).catch((error: unknown) => {
    console.error(error);
    return null;
  });
}

export async function downloadRaceBib(confirmation: RegistrantConfirmation, numero: number): Promise<void> {
  const background = await backgroundImage(confirmation.dorsal.raceNumberImage);
  const jpeg = await canvasToJpeg(drawRaceBib(confirmation, numero, background));
  downloadBlob(jpeg, confirmationTexts.raceBibFileName(confirmation.event.nombreEvento, numero));
}
