// /config.json: read once at boot; the same build serves every stage and every host.
import { runtimeConfigSchema, type RuntimeConfig } from '../../../shared/core/runtime-config';

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  return runtimeConfigSchema.parse(await response.json());
}

export function isMainHost(config: RuntimeConfig, hostname: string): boolean {
  return config.mainHosts.includes(hostname.toLowerCase());
}
