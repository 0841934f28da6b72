// An athlete's training data (docs/activities.md 'Training analysis'; the specification's athlete
// account: FTP, and heart-rate and power zones by activity type): one item per athlete, replaced whole.
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const TrainingSettingsEntity = new Entity(
  {
    model: { entity: 'trainingSettings', version: '1', service: SERVICE },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      /** Watts. */
      ftp: { type: 'number' },
      /** Beats per minute. */
      maxHeartRate: { type: 'number' },
      /** The TrainingSettings zones: per sport, the bounds between heart-rate and power zones. */
      zones: { type: 'any', required: true },
      updatedAt: { type: 'string', required: true },
    },
    indexes: {
      byUser: {
        pk: { field: 'pk', composite: ['userId'], casing: 'none' },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig,
);

export type TrainingSettingsItem = EntityItem<typeof TrainingSettingsEntity>;
