// Which finish-line recording shows an athlete, and from where (docs/results.md §4 "Finish video").
import type { Video } from './event-schemas';
import { fromLocalDateTime } from './local-time';

/** How long before the finish the video starts. */
export const VIDEO_LEAD_MS = 5000;

/** The first visible video whose window contains the finish, started 5 s before it (never before the video's own start). */
export function chooseFinishVideo(videos: Video[], fhm: string, zone: string): { video: Video; startSeconds: number } | null {
  const finishMs = fromLocalDateTime(fhm, zone);
  if (finishMs === null) return null;
  for (const video of videos) {
    if (video.hide) continue;
    const startMs = fromLocalDateTime(video.startTime, zone);
    const endMs = fromLocalDateTime(video.endTime, zone);
    if (startMs === null || endMs === null || finishMs < startMs || finishMs > endMs) continue;
    // Whole seconds: players take an integer start offset.
    return { video, startSeconds: Math.max(0, Math.floor((finishMs - startMs - VIDEO_LEAD_MS) / 1000)) };
  }
  return null;
}
