import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '../../shared/core/runtime-config';
import { HostGate } from '../../web/src/app/host-gate';

const config: RuntimeConfig = {
  region: 'us-east-1',
  userPoolId: 'us-east-1_local',
  userPoolClientId: 'client',
  webSocketUrl: 'ws://localhost:3000/ws',
  mainHosts: ['localhost', 'carreras.example.mx'],
  tracking: {},
  payments: { provider: 'simulador', publicKey: '', testPublicKey: '' },
};

function renderGate(hostname: string, loadConfig: () => Promise<RuntimeConfig>) {
  render(
    <HostGate hostname={hostname} loadConfig={loadConfig}>
      <p>Plataforma completa</p>
    </HostGate>,
  );
}

describe('HostGate', () => {
  it('shows the full platform on a main host', async () => {
    renderGate('carreras.example.mx', async () => config);

    expect(await screen.findByText('Plataforma completa')).toBeInTheDocument();
  });

  it('shows only the loading logo on an unknown host', async () => {
    const loadConfig = vi.fn(async () => config);
    renderGate('otro-organizador.mx', loadConfig);

    await vi.waitFor(() => expect(loadConfig).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(screen.getByRole('img', { name: 'Carreras' })).toBeInTheDocument();
    expect(screen.getByText('Cargando')).toBeInTheDocument();
    expect(screen.queryByText('Plataforma completa')).not.toBeInTheDocument();
  });

  it('says something went wrong when /config.json cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderGate('localhost', () => Promise.reject(new Error('offline')));

    expect(await screen.findByText('Ocurrió un error inesperado, intenta de nuevo')).toBeInTheDocument();
    expect(screen.queryByText('Plataforma completa')).not.toBeInTheDocument();
  });
});
