import '@aws-amplify/ui-react/styles.css';
import '../../../shared/core/zod-spanish';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '../lib/runtime-config';
import { App } from './app';
import { HostGate } from './host-gate';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

createRoot(container).render(
  <StrictMode>
    <HostGate hostname={window.location.hostname} loadConfig={loadRuntimeConfig}>
      <App />
    </HostGate>
  </StrictMode>,
);
