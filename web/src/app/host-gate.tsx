// Boot: load /config.json, then decide by host name (docs/results.md §1). Main hosts get the full platform; any
// other host the organizer web published for it, which keeps only the loading logo when none is.
import { useEffect, useState, type ReactNode } from 'react';
import type { RuntimeConfig } from '@shared/core/runtime-config';
import { LoadingLogo } from '@web/components/loading-logo';
import { setAmplifyConfig } from '@web/lib/amplify';
import { isMainHost } from '@web/lib/runtime-config';
import { initTracking } from '@web/lib/tracking';

type Boot = { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; mainHost: boolean };

interface HostGateProps {
  hostname: string;
  loadConfig: () => Promise<RuntimeConfig>;
  /** The full platform, rendered only once a main host's config is applied. */
  children: ReactNode;
  /** What any other host shows, once the config is applied. */
  otherHost: ReactNode;
}

export function HostGate({ hostname, loadConfig, children, otherHost }: HostGateProps) {
  const [boot, setBoot] = useState<Boot>({ phase: 'loading' });

  useEffect(() => {
    let current = true;
    loadConfig().then(
      (config) => {
        if (!current) return;
        const mainHost = isMainHost(config, hostname);
        // The registration flow runs on organizer hosts too.
        setAmplifyConfig(config);
        if (mainHost) initTracking(config.tracking);
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

  if (boot.phase === 'ready') return boot.mainHost ? children : otherHost;
  return <LoadingLogo failed={boot.phase === 'failed'} />;
}
