import '@aws-amplify/ui-react/styles.css';
import '../../../shared/core/zod-spanish';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '../lib/runtime-config';
import { LoadingLogo } from '../components/loading-logo';
import { App } from './app';
import { HostGate } from './host-gate';

/** Organizer hosts load their own small shell, main hosts never do. */
const OrganizerWebApp = lazy(() => import('./organizer-web-app').then((m) => ({ default: m.OrganizerWebApp })));

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
      <App />
    </HostGate>
  </StrictMode>,
);
