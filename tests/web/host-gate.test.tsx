import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '@shared/core/runtime-config';
import { HostGate } from '@web/app/host-gate';

const config: RuntimeConfig = {
  region: 'us-east-1',
  userPoolId: 'us-east-1_local',
  userPoolClientId: 'client',
  webSocketUrl: 'ws://localhost:3000/ws',
  mainHosts: ['localhost', 'carreras.example.mx'],
  tracking: {},
  payments: { provider: 'simulador', publicKey: '', testPublicKey: '' },
  push: { publicKey: '', service: 'navegador' },
};

function renderGate(hostname: string, loadConfig: () => Promise<RuntimeConfig>) {
  render(
    <HostGate hostname={hostname} loadConfig={loadConfig} otherHost={<p>Web del organizador</p>}>
      <p>Plataforma completa</p>
    </HostGate>,
  );
}

describe('HostGate', () => {
  it('shows the full platform on a main host', async () => {
    renderGate('carreras.example.mx', async () => config);

    expect(await screen.findByText('Plataforma completa')).toBeInTheDocument();
  });

  it('shows the loading logo until the config is read, then what another host shows', async () => {
    let answer: (value: RuntimeConfig) => void = () => undefined;
    renderGate('otro-organizador.mx', () => new Promise((resolve) => (answer = resolve)));
    expect(screen.getByRole('img', { name: 'Carreras' })).toBeInTheDocument();
    answer(config);

    expect(await screen.findByText('Web del organizador')).toBeInTheDocument();
    expect(screen.queryByText('Plataforma completa')).not.toBeInTheDocument();
  });

  it('says something went wrong when /config.json cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderGate('localhost', () => Promise.reject(new Error('offline')));

    expect(await screen.findByText('Ocurrió un error inesperado, intenta de nuevo')).toBeInTheDocument();
    expect(screen.queryByText('Plataforma completa')).not.toBeInTheDocument();
  });
});
