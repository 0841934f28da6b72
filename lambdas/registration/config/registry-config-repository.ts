// Access patterns of an event's registry configuration: saved whole, read back with the defaults a
// schema gained after the save.
import { registryConfigSchema, type RegistryConfig } from '@shared/registration/registry-config-schema';
import { RegistryConfigEntity } from '@lambdas/data/registry-config-entity';

/** `consistent` for a read that must see every write made before it. */
export async function getRegistryConfig(eventId: number, { consistent = false } = {}): Promise<RegistryConfig | null> {
  const { data } = await RegistryConfigEntity.get({ eventId }).go({ consistent });
  return data ? registryConfigSchema.parse(data.data) : null;
}

export async function saveRegistryConfig(eventId: number, config: RegistryConfig, userId: string): Promise<void> {
  await RegistryConfigEntity.put({ eventId, data: config, updatedBy: userId }).go();
}
