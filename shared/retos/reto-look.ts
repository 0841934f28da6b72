// How a reto's race bib, medal text and certificate look (docs/retos.md §3 Virtual event, §9): colours
// as #RRGGBB, text positions from 0 to 2 (decimals allowed, 1 the middle), white backs behind texts.
import { z } from 'zod';
import { storableNumber } from '@shared/core/input-bounds';

export const retoLookMessages = {
  colour: 'Escribe el color como #RRGGBB',
  position: 'La posición va de 0 a 2',
} as const;

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, retoLookMessages.colour);
const position = storableNumber().min(0, retoLookMessages.position).max(2, retoLookMessages.position);

export const retoLookFields = {
  raceNumberWhiteBack: z.boolean(),
  raceNumberFontColor: colour,
  showMedalTime: z.boolean(),
  medalFontColor: colour,
  medalTextHorizontal: position,
  medalTextVertical: position,
  certificateFontColor: colour,
  certificateWhiteBack: z.boolean(),
  certificatePosition: position,
  certificatePositionVertical: position,
};

export type RetoLook = { [K in keyof typeof retoLookFields]: z.infer<(typeof retoLookFields)[K]> };

/** What a reto shows until its organizer changes it (docs/retos.md §9: certificate text black, centred). */
export const retoLookDefaults: RetoLook = {
  raceNumberWhiteBack: false,
  raceNumberFontColor: '#000000',
  showMedalTime: true,
  medalFontColor: '#000000',
  medalTextHorizontal: 1,
  medalTextVertical: 1,
  certificateFontColor: '#000000',
  certificateWhiteBack: false,
  certificatePosition: 1,
  certificatePositionVertical: 1,
};
