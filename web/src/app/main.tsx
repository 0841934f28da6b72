import '@aws-amplify/ui-react/styles.css';
import 'virtual:brand-theme.css';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@web/lib/runtime-config';
import { LoadingLogo } from '@web/components/loading-logo';
import { HostGate } from './host-gate';

/** Each kind of host loads only its own shell: the platform on main hosts, the organizer web on the others. */
const App = lazy(() => import('./app').then((m) => ({ default: m.App })));
const OrganizerWebApp = lazy(() => import('./organizer-web-app').then((m) => ({ default: m.OrganizerWebApp })));

// /config.json is asked for now, while React starts; HostGate gets the same answer (docs/architecture.md, "First views").
loadRuntimeConfig().catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

createRoot(container).render(
  <StrictMode>
    <HostGate
      hostname={window.location.hostname}
      loadConfig={loadRuntimeConfig}
      otherHost={
        <Suspense fallback={<LoadingLogo failed={false} />}>
          <OrganizerWebApp hostname={window.location.hostname} />
        </Suspense>
      }
    >
      <Suspense fallback={<LoadingLogo failed={false} />}>
        <App />
      </Suspense>
    </HostGate>
  </StrictMode>,
);
