import { describe, expect, it } from 'vitest';
import { chooseFinishVideo } from '@shared/results/finish-video';
import { videoSchema, type Video } from '@shared/results/event-schemas';
import { ZONE } from './factories';

const video = (videoId: string, startTime: string, endTime: string, hide = false): Video =>
  videoSchema.parse({ videoId, startTime: `2026-03-01 ${startTime}`, endTime: `2026-03-01 ${endTime}`, hide });

describe('chooseFinishVideo', () => {
  const videos = [
    video('hidden', '07:00:00', '09:00:00', true),
    video('first', '07:30:00', '08:00:00'),
    video('second', '07:55:00', '08:30:00'),
  ];

  it.each([
    ['2026-03-01 07:42:13.250', 'first', 728],
    ['2026-03-01 07:57:00.000', 'first', 1615],
    ['2026-03-01 08:00:00.000', 'first', 1795],
    ['2026-03-01 08:10:00.000', 'second', 895],
  ])('plays the finish at %s from the first visible video that covers it (%s), 5 s before', (fhm, videoId, startSeconds) => {
    expect(chooseFinishVideo(videos, fhm, ZONE)).toEqual({ video: expect.objectContaining({ videoId }), startSeconds });
  });

  it('never starts before the video itself', () => {
    expect(chooseFinishVideo(videos, '2026-03-01 07:30:02.000', ZONE)?.startSeconds).toBe(0);
  });

  it.each(['2026-03-01 06:59:59.000', '2026-03-01 08:30:00.001', '', '0000-00-00 00:00:00'])('finds no video for the finish %j', (fhm) => {
    expect(chooseFinishVideo(videos, fhm, ZONE)).toBeNull();
  });

  it('uses no hidden video even when it is the only one covering the finish', () => {
    expect(chooseFinishVideo(videos, '2026-03-01 07:10:00.000', ZONE)).toBeNull();
  });
});
