// The certificate's rules: the organizer's design read with the spec's defaults, what the
// certificate says, the formats and file names.
import { describe, expect, it } from 'vitest';
import {
  certificateDesignOf,
  certificateFileName,
  certificateLines,
  certificateQuerySchema,
  sampleCertificateFacts,
  type CertificateFacts,
} from '@shared/retos/certificate';
import { certificateFacts } from './certificate-facts';

// 21:00 in Mexico City on the 31st, already February 1st in UTC.
const facts = certificateFacts({ athleteName: 'Lucía Hernández', date: '2030-02-01T03:00:00Z' });

describe('certificateDesignOf', () => {
  it("gives a reto without settings the spec's defaults: black text, centred, no white panel, no background", () => {
    expect(certificateDesignOf({ eventName: 'Reto' })).toEqual({
      certificateImage: undefined,
      certificateFontColor: '#000000',
      certificateWhiteBack: false,
      certificatePosition: 1,
      certificatePositionVertical: 1,
    });
  });

  it('keeps what the organizer set, decimals of a position included', () => {
    const design = { certificateImage: '/media/retos/1-2-3/fondo.jpg', certificateFontColor: '#1D3557', certificateWhiteBack: true, certificatePosition: 0.5, certificatePositionVertical: 2 };
    expect(certificateDesignOf(design)).toEqual(design);
  });

  it.each([
    ['a colour that is no #RRGGBB', { certificateFontColor: 'red;stroke:url(x)' }, { certificateFontColor: '#000000' }],
    ['a position past 2', { certificatePosition: 2.5 }, { certificatePosition: 1 }],
    ['a negative vertical position', { certificatePositionVertical: -1 }, { certificatePositionVertical: 1 }],
    ['a deleted background (null)', { certificateImage: null }, { certificateImage: undefined }],
    ['a white back that is not a boolean', { certificateWhiteBack: 'sí' }, { certificateWhiteBack: false }],
  ])('falls back to the default for %s', (_case, stored, expected) => {
    expect(certificateDesignOf(stored)).toMatchObject(expected);
  });
});

describe('certificateLines', () => {
  it("states the athlete, the reto, the distance and time, both positions and the day in Mexico City", () => {
    expect(certificateLines(facts).map((line) => line.text)).toEqual([
      'Se otorga el presente certificado a',
      'Lucía Hernández',
      'por completar el reto',
      'Reto 21K de invierno',
      '21.1 km en 01:52:07',
      'Lugar general: 12   ·   Lugar Femenil: 5',
      '31 de enero de 2030',
    ]);
    expect(certificateLines(facts)[1]?.style).toBe('name');
  });

  it('names the men\'s branch Varonil and leaves out a position not computed yet', () => {
    const texts = (changes: Partial<CertificateFacts>) => certificateLines({ ...facts, ...changes }).map((line) => line.text);
    expect(texts({ gender: 'M', positionAbsolute: 0 })).toContain('Lugar Varonil: 5');
    expect(texts({ positionAbsolute: 0, positionAbsoluteGender: 0 }).some((text) => text.startsWith('Lugar'))).toBe(false);
    expect(texts({ distanceKm: 5 })).toContain('5 km en 01:52:07');
  });

  it("fills the organizer's sample with the reto's own name and distance", () => {
    const sample = sampleCertificateFacts({ eventName: 'Reto 10K', distance: 10 }, new Date('2030-03-01T18:00:00Z'));
    expect(certificateLines(sample).map((line) => line.text)).toEqual(expect.arrayContaining(['Nombre del Atleta', 'Reto 10K', '10 km en 01:23:45', '1 de marzo de 2030']));
  });
});

describe('the file asked for', () => {
  it('is a JPEG unless a PDF is asked for; any other format is refused', () => {
    expect(certificateQuerySchema.parse({}).format).toBe('jpeg');
    expect(certificateQuerySchema.parse({ format: 'pdf' }).format).toBe('pdf');
    expect(certificateQuerySchema.safeParse({ format: 'png' }).success).toBe(false);
  });

  it("is named after the reto, the organizer's sample apart", () => {
    expect(certificateFileName('12-345-6789', 'jpeg')).toBe('certificado-12-345-6789.jpg');
    expect(certificateFileName('12-345-6789', 'pdf')).toBe('certificado-12-345-6789.pdf');
    expect(certificateFileName('12-345-6789', 'pdf', true)).toBe('certificado-muestra-12-345-6789.pdf');
  });
});
