// 'Resultados en tu sitio' in the Configuración tab: the script and iframe snippets of the event's
// results widget on the platform's own address, each copied whole by its button, and the feed's links.
import { render, screen } from '@testing-library/react';
import { setUpUser } from '../support/user-events';
import { describe, expect, it } from 'vitest';
import { ResultsFeedPanel } from '@web/features/events-console/results-feed-panel';
import { ToastProvider } from '@web/lib/toasts';

function renderPanel() {
  render(
    <ToastProvider>
      <ResultsFeedPanel eventId={7} nombreEvento={'Carrera "Río" & Mar'} firstModality="21K" />
    </ToastProvider>,
  );
  return setUpUser();
}

const origin = window.location.origin;
const script = `<script async src="${origin}/widget/v1/resultados.js" data-resultados="${origin}/api/feed/v1/events/7/widget" data-titulo="Carrera Río Mar"></script>`;
const iframe = `<iframe src="${origin}/api/feed/v1/events/7/widget" title="Carrera Río Mar" style="width:100%;height:640px;border:0" loading="lazy"></iframe>`;

describe('the results widget’s snippets', () => {
  it('shows the script and the iframe on the platform’s address, the event’s name kept out of harm in their titles', () => {
    renderPanel();
    expect(screen.getByText(script)).toBeInTheDocument();
    expect(screen.getByText(iframe)).toBeInTheDocument();
  });

  it('copies each snippet whole with its own button and says so', async () => {
    const user = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Copiar: Con script (ajusta su altura al contenido)' }));
    expect(await navigator.clipboard.readText()).toBe(script);
    expect(await screen.findByText('Copiado al portapapeles')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copiar: Solo iframe (altura fija, para sitios que no aceptan scripts)' }));
    expect(await navigator.clipboard.readText()).toBe(iframe);
  });

  it('links the widget’s preview, the feed’s index, a CSV and the OpenAPI document', () => {
    renderPanel();
    expect(screen.getByRole('link', { name: 'Vista previa' })).toHaveAttribute('href', '/api/feed/v1/events/7/widget');
    expect(screen.getByRole('link', { name: 'Índice del evento (JSON)' })).toHaveAttribute('href', '/api/feed/v1/events/7');
    expect(screen.getByRole('link', { name: 'Resultados generales de la primera modalidad (CSV)' })).toHaveAttribute('href', '/api/feed/v1/events/7/standings?modalidad=21K&view=general&formato=csv');
    expect(screen.getByRole('link', { name: 'Documento OpenAPI del feed' })).toHaveAttribute('href', '/api/feed/v1/openapi.json');
  });
});
