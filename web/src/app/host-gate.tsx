// Boot: load /config.json, then decide by host name. Main hosts get the full platform; any other
// host shows only the loading logo until organizer webs exist (spec §1).
import { useEffect, useState, type ReactNode } from 'react';
import type { RuntimeConfig } from '../../../shared/core/runtime-config';
import { LoadingLogo } from '../components/loading-logo';
import { configureAmplify } from '../lib/amplify';
import { isMainHost } from '../lib/runtime-config';
import { initTracking } from '../lib/tracking';

type Boot = { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; mainHost: boolean };

interface HostGateProps {
  hostname: string;
  loadConfig: () => Promise<RuntimeConfig>;
  /** The full platform, rendered only once a main host's config is applied. */
  children: ReactNode;
}

export function HostGate({ hostname, loadConfig, children }: HostGateProps) {
  const [boot, setBoot] = useState<Boot>({ phase: 'loading' });

  useEffect(() => {
    let current = true;
    loadConfig().then(
      (config) => {
        if (!current) return;
        const mainHost = isMainHost(config, hostname);
        if (mainHost) {
          configureAmplify(config);
          initTracking(config.tracking);
        }
        setBoot({ phase: 'ready', mainHost });
      },
      (error: unknown) => {
        console.error(error);
        if (current) setBoot({ phase: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [hostname, loadConfig]);

  if (boot.phase === 'ready' && boot.mainHost) return children;
  return <LoadingLogo failed={boot.phase === 'failed'} />;
}
