// A recorded activity of an athlete (docs/retos.md §3 Wearable activity): one item per activity in
// the athlete's partition, keyed by its start and duration so the same activity uploaded twice (or
// pushed by the wearable too) is one item, and the newest start comes first. A file that proves
// nothing is an item too, with its reason, until it expires. gsi1 finds what an upload became.
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const ActivityEntity = new Entity(
  {
    model: { entity: 'activity', version: '1', service: SERVICE },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      /** activityIdOf(summary) for a parsed activity, refusedActivityId(upload) for a refused file. */
      activityId: { type: 'string', required: true, readOnly: true },
      source: { type: ['file', 'garmin'] as const, required: true, readOnly: true },
      status: { type: ['parsed', 'refused'] as const, required: true, readOnly: true },
      fileType: { type: ['fit', 'gpx', 'tcx'] as const },
      /** Why a refused file proves nothing (Spanish). */
      reason: { type: 'string' },
      /** The ActivitySummary (the spec's garminActivitySummary) of a parsed activity. */
      summary: { type: 'any' },
      /** Its ActivityLap list. */
      laps: { type: 'any' },
      lapCount: { type: 'number', required: true, default: 0 },
      /** The ActivityAnalysis a watch file's records left (docs/activities.md 'Training analysis'). */
      analysis: { type: 'any' },
      /** The last upload that brought this activity, for the uploader's wait. */
      uploadId: { type: 'string' },
      /** When the platform first received it, ISO-8601 UTC. */
      receivedAt: { type: 'string', required: true, readOnly: true },
      /** The reto whose participation this activity proves; set once (one activity, one participation). */
      claimedBy: { type: 'string' },
      /** That reto's name when it was claimed, so lists name the reto rather than its id. */
      claimedByName: { type: 'string' },
      /** A refused file is kept a week (the table's TTL, epoch seconds). */
      expiresAt: { type: 'number' },
    },
    indexes: {
      byUser: {
        pk: { field: 'pk', composite: ['userId'], casing: 'none' },
        sk: { field: 'sk', composite: ['activityId'], casing: 'none' },
      },
      byUpload: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['userId'], casing: 'none' },
        sk: { field: 'gsi1sk', composite: ['uploadId'], casing: 'none' },
      },
    },
  },
  entityConfig,
);

export type ActivityItem = EntityItem<typeof ActivityEntity>;
