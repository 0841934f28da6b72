// The organizer's configuration of a reto (PATCH body): only what is sent, media deleted with null,
// the look's bounds, the owner's panels' schemas, and the upload requests of images and audio.
import { describe, expect, it } from 'vitest';
import '@shared/core/zod-spanish';
import { updateVirtualEventSchema } from '@shared/retos/reto-config';
import { retoMediaUploadRequestSchema, retoUploadContentType } from '@shared/retos/reto-media';
import { retoCategoriesSchema } from '@shared/retos/reto-owner-config';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message);

describe('updateVirtualEventSchema', () => {
  it('keeps only the fields sent, a media field as null', () => {
    expect(updateVirtualEventSchema.parse({ revision: 4, eventName: ' Reto nuevo ', medalImage: null, admitResults: true })).toEqual({ revision: 4, eventName: 'Reto nuevo', medalImage: null, admitResults: true });
  });

  it.each([
    ['no change', { revision: 0 }, 'No hay cambios que guardar'],
    ['a start after the end', { revision: 0, eventStart: '2030-02-01T00:00:00Z', eventEnd: '2030-01-01T00:00:00Z' }, 'La fecha de inicio debe ser inferior a la de finalización'],
    ['a colour by name', { revision: 0, medalFontColor: 'black' }, 'Escribe el color como #RRGGBB'],
    ['a distance in thousandths', { revision: 0, distance: 5.005 }, 'La distancia va en kilómetros con hasta dos decimales'],
  ])('refuses %s with its message', (_case, body, message) => {
    expect(messagesOf(updateVirtualEventSchema.safeParse(body))).toContain(message);
  });

  it.each([
    ['an address for a media field', { eventPhoto: '/media/x.jpg' }],
    ['a position past 2', { certificatePositionVertical: 2.01 }],
    ['a negative position', { medalTextHorizontal: -0.5 }],
    ['an unknown field', { codeUsesIssued: 0 }],
    ['a fractional slot count', { accessCodeAdmited: 10.5 }],
    ['a name of 51 characters', { eventName: 'x'.repeat(51) }],
  ])('refuses %s', (_case, change) => {
    expect(updateVirtualEventSchema.safeParse({ revision: 0, ...change }).success).toBe(false);
  });

  it('takes decimal positions from 0 to 2', () => {
    expect(updateVirtualEventSchema.parse({ revision: 1, certificatePosition: 0, certificatePositionVertical: 2, medalTextHorizontal: 1.25 })).toMatchObject({ certificatePosition: 0, certificatePositionVertical: 2, medalTextHorizontal: 1.25 });
  });
});

describe('retoCategoriesSchema', () => {
  it('fills a gender without categories and refuses an age range upside down or a repeated key', () => {
    expect(retoCategoriesSchema.parse({ F: [{ name: 'Libre', codCat: 'L', ageStart: 18, ageEnd: 39 }] })).toEqual({ F: [{ name: 'Libre', codCat: 'L', ageStart: 18, ageEnd: 39 }], M: [] });
    expect(messagesOf(retoCategoriesSchema.safeParse({ M: [{ name: 'Máster', codCat: 'MA', ageStart: 50, ageEnd: 40 }] }))).toEqual(['La edad inicial no puede ser mayor que la final']);
    const twice = { name: 'Libre', codCat: 'L', ageStart: 18, ageEnd: 39 };
    expect(messagesOf(retoCategoriesSchema.safeParse({ F: [twice, twice] }))).toEqual(['Cada categoría necesita su propia clave (codCat)']);
  });
});

describe('retoMediaUploadRequestSchema', () => {
  it('takes an audio file of up to 3,084,000 bytes and refuses a heavier one with the spec’s message', () => {
    expect(retoMediaUploadRequestSchema.safeParse({ field: 'finishAudio', contentType: 'audio/ogg', size: 3_084_000 }).success).toBe(true);
    expect(messagesOf(retoMediaUploadRequestSchema.safeParse({ field: 'finishAudio', contentType: 'audio/ogg', size: 3_084_001 }))).toEqual(['El audio debe pesar menos de 3000 kb']);
  });

  it("holds each field to its kind: audio for the audio fields, images for the others", () => {
    expect(messagesOf(retoMediaUploadRequestSchema.safeParse({ field: 'startAudio', contentType: 'image/png', size: 10 }))).toEqual(['Solo se aceptan audios MP3, M4A, OGG o WAV']);
    expect(messagesOf(retoMediaUploadRequestSchema.safeParse({ field: 'frameImage', contentType: 'audio/wav', size: 10 }))).toEqual(['Solo se aceptan imágenes JPEG, PNG o WEBP']);
    expect(retoMediaUploadRequestSchema.safeParse({ field: 'userIDCreate', contentType: 'image/png', size: 10 }).success).toBe(false);
  });

  it('declares the names browsers give WAV, M4A and MP3 files as the types the route takes', () => {
    expect(['audio/x-wav', 'audio/wave', 'audio/x-m4a', 'audio/mp3', 'audio/ogg', 'image/png'].map(retoUploadContentType)).toEqual(['audio/wav', 'audio/wav', 'audio/mp4', 'audio/mpeg', 'audio/ogg', 'image/png']);
  });
});
