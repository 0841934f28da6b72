// The points a manual timer may stand at (docs/timing.md#the-manual-timing-app) and the app's link,
// which carries a paired key only in its fragment.
import { describe, expect, it } from 'vitest';
import { keyOfFragment, timingAppUrl } from '@shared/timing/manual-timing-app';
import { FINISH_POINT, timingPoints } from '@shared/timing/manual-timing-points';
import { controlPoint } from '../results/factories';

describe('timingPoints', () => {
  it('lists each code and lap once across modalities, by distance, the finish last', () => {
    const points = [
      controlPoint({ codigoModalidad: '10K', codigo: 'META', punto: 2, tipoControl: 3, kilometro: 10, descripcionPunto: 'Meta' }),
      controlPoint({ codigoModalidad: '10K', codigo: 'K5', punto: 1, tipoControl: 2, kilometro: 5, descripcionPunto: 'Km 5' }),
      controlPoint({ codigoModalidad: '5K', codigo: 'K5', punto: 1, tipoControl: 3, kilometro: 5, descripcionPunto: 'Km 5' }),
      controlPoint({ codigoModalidad: '10K', codigo: 'K5', punto: 3, vuelta: 2, tipoControl: 2, kilometro: 7, descripcionPunto: 'Km 5' }),
    ];
    expect(timingPoints(points)).toEqual([
      { codigo: 'K5', lap: 1, label: 'Km 5' },
      { codigo: 'K5', lap: 2, label: 'Km 5 (vuelta 2)' },
      { codigo: 'META', lap: 1, label: 'Meta' },
    ]);
  });

  it('offers the finish when the event has no points', () => {
    expect(timingPoints([])).toEqual([FINISH_POINT]);
  });
});

describe('the app link', () => {
  it('puts a paired key in the fragment only, and reads it back', () => {
    const url = timingAppUrl('https://carreras.mx', 3, { key: 'k/ey+1', label: 'Meta 1' });
    expect(url.split('#')[0]).toBe('https://carreras.mx/cronometraje/evento_3');
    expect(keyOfFragment(new URL(url).hash)).toEqual({ key: 'k/ey+1', label: 'Meta 1' });
    expect(keyOfFragment('')).toBeNull();
  });
});
