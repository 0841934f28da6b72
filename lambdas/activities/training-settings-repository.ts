// Access patterns of an athlete's training data: read, and replaced whole by one put.
import type { TrainingSettings } from '@shared/activities/training-settings';
import { TrainingSettingsEntity } from '@lambdas/data/training-settings-entity';

export async function getTrainingSettings(userId: string): Promise<TrainingSettings | undefined> {
  const { data } = await TrainingSettingsEntity.get({ userId }).go();
  if (!data) return undefined;
  return {
    ...(data.ftp === undefined ? {} : { ftp: data.ftp }),
    ...(data.maxHeartRate === undefined ? {} : { maxHeartRate: data.maxHeartRate }),
    zones: (data.zones as TrainingSettings['zones'] | undefined) ?? {},
  };
}

export async function saveTrainingSettings(userId: string, settings: TrainingSettings, now = new Date()): Promise<void> {
  await TrainingSettingsEntity.put({ userId, ...settings, updatedAt: now.toISOString() }).go({ response: 'none' });
}
