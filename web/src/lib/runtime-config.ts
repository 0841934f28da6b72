// /config.json: read once at boot; the same build serves every stage and every host. The platform
// writes it through runtimeConfigSchema (CDK at deploy, the local cloud on each request), so the SPA
// takes its shape as given: parsing it here would put zod on every first view (docs/architecture.md, "First views").
import type { RuntimeConfig } from '@shared/core/runtime-config';

let loaded: Promise<RuntimeConfig> | null = null;

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  const config = (await response.json()) as RuntimeConfig;
  if (!Array.isArray(config.mainHosts)) throw new Error('/config.json has no mainHosts');
  return config;
}

/** The config the boot loaded; later callers (the live socket) share it. A failure is not kept: the next call tries again. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  loaded ??= fetchRuntimeConfig().catch((error: unknown) => {
    loaded = null;
    throw error;
  });
  return loaded;
}

export function isMainHost(config: RuntimeConfig, hostname: string): boolean {
  return config.mainHosts.includes(hostname.toLowerCase());
}
