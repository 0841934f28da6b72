// Keys of a reto's media: the upload key carries the reto, the field, the upload and (for audio) its
// format to the processor; photos become JPEG, overlays WebP, audio keeps its extension.
import { describe, expect, it } from 'vitest';
import { audioFormatOf } from '@lambdas/media/audio-format';
import { parseRetoMediaUploadKey, retoMediaKey, retoMediaUploadKey } from '@lambdas/media/reto-media-keys';

const uploadId = '00mwxr59gt-eb7a830d';

describe('reto media keys', () => {
  it.each([
    [{ eventId: '12-345-6789', field: 'eventPhoto' as const, uploadId }, `reto-media/12-345-6789/eventPhoto/${uploadId}`, `reto-media/12-345-6789/eventPhoto/${uploadId}.jpg`],
    [{ eventId: '12-345-6789', field: 'frameImage' as const, uploadId }, `reto-media/12-345-6789/frameImage/${uploadId}`, `reto-media/12-345-6789/frameImage/${uploadId}.webp`],
    [{ eventId: '1-2-3', field: 'startAudio' as const, uploadId, audioExtension: 'm4a' }, `reto-media/1-2-3/startAudio/${uploadId}.m4a`, `reto-media/1-2-3/startAudio/${uploadId}.m4a`],
  ])('carries %j through the upload key to its media key', (target, uploadKey, mediaKey) => {
    expect(retoMediaUploadKey(target)).toBe(uploadKey);
    expect(parseRetoMediaUploadKey(uploadKey)).toEqual(target);
    expect(retoMediaKey(target)).toBe(mediaKey);
  });

  it.each([
    `reto-media/1-2-3/startAudio/${uploadId}`,
    `reto-media/1-2-3/eventPhoto/${uploadId}.mp3`,
    `reto-media/1-2-3/startAudio/${uploadId}.exe`,
    `reto-media/1-2-3/userIDCreate/${uploadId}`,
    `reto-media/1-2/eventPhoto/${uploadId}`,
    `reto-media/1-2-3/eventPhoto/${uploadId}/extra`,
    `site-images/1-2-3/eventPhoto/${uploadId}`,
  ])('ignores the foreign key %j', (key) => expect(parseRetoMediaUploadKey(key)).toBeNull());
});

describe('audioFormatOf', () => {
  const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));
  it.each([
    ['an ID3-tagged MP3', bytes('ID3', [4, 0, 0]), 'mp3'],
    ['an MP3 frame', bytes([0xff, 0xfb, 0x90, 0x64]), 'mp3'],
    ['an M4A', bytes([0, 0, 0, 0x20], 'ftypM4A '), 'm4a'],
    ['an OGG', bytes('OggS', [0, 2]), 'ogg'],
    ['a WAV', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), 'wav'],
    ['a RIFF that is no WAV', bytes('RIFF', [0, 0, 0, 0], 'AVI LIST'), null],
    ['a text', bytes('esto no es audio'), null],
    ['nothing', bytes(), null],
  ])('tells %s', (_case, file, format) => expect(audioFormatOf(file)).toBe(format));
});
