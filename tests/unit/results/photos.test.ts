import { describe, expect, it } from 'vitest';
import { photoWindow } from '@shared/results/photos';

const finish = 1_772_372_533;

describe('photoWindow', () => {
  it('spans the window either side, bounds included', () => {
    expect(photoWindow(finish, 200)).toEqual({ from: finish - 200, to: finish + 200 });
    expect(photoWindow(finish, 60)).toEqual({ from: finish - 60, to: finish + 60 });
  });

  it('keeps only the whole seconds within the window around a fractional moment', () => {
    expect(photoWindow(finish + 0.5, 200)).toEqual({ from: finish - 199, to: finish + 200 });
  });
});
