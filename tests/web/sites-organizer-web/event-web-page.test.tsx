// /evento_{id} on the main host: the event's published web, or the platform's not-found page.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HostedSite } from '../../../shared/sites/site-api';
import { stubApi } from '../support/fake-api';
import { resetFakeAuth } from '../support/fake-auth';
import { renderApp } from '../support/render-app';
import { aSection, aSite } from './site-fixtures';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const hosted: HostedSite = { eventId: 4, site: aSite({ title: 'Carrera de la Primavera', home: [aSection({ component: 'title', text: 'Corre la primavera' })] }) };
const slow = { timeout: 10_000 };

describe('the event web on the main host', () => {
  it('draws the published web of /evento_{id}', async () => {
    resetFakeAuth();
    stubApi({ 'GET /api/events/4/web': { status: 200, body: hosted } });
    renderApp('/evento_4');
    expect(await screen.findByRole('heading', { name: 'Corre la primavera' }, slow)).toBeInTheDocument();
  });

  it('shows the not-found page for an event without a web, and for any other single path', async () => {
    resetFakeAuth();
    stubApi({ 'GET /api/events/5/web': { status: 404, body: { code: 'SITE_NOT_FOUND', message: 'El evento no tiene una web publicada' } } });
    renderApp('/evento_5');
    expect(await screen.findByText('PÁGINA NO ENCONTRADA', {}, slow)).toBeInTheDocument();
  });
});
