import { describe, expect, it } from 'vitest';
import { photosNear } from '../../../shared/results/photos';

const finish = 1_772_372_533;
const photo = (offset: number) => ({ url: `p${offset}.jpg`, horaAjustada: finish + offset });

describe('photosNear', () => {
  it('keeps the photos within 200 seconds either side, bounds included', () => {
    const photos = [-201, -200, 0, 150, 200, 201].map(photo);
    expect(photosNear(photos, finish).map((p) => p.url)).toEqual(['p-200.jpg', 'p0.jpg', 'p150.jpg', 'p200.jpg']);
  });

  it('takes another window when the event sets one', () => {
    expect(photosNear([-60, 30, 90].map(photo), finish, 60).map((p) => p.url)).toEqual(['p-60.jpg', 'p30.jpg']);
  });
});
