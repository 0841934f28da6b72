// A form the organizer added after the athlete registered and paid: the steps after the first say so
// and lead back to it, instead of leaving the athlete stuck at the goal step.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFakeAuth, signInAs } from '../support/fake-auth';
import { renderApp } from '../support/render-app';
import { aParticipation, slow, stubReto } from './athlete-fixtures';

vi.mock('aws-amplify/auth', () => import('../support/fake-auth'));

const form = [{ id: 'talla', label: 'Talla de playera', type: 'select' as const, required: true, options: ['CH', 'M', 'G'], maxLength: 200 }];

describe('a reto form added after registering', () => {
  beforeEach(() => {
    resetFakeAuth();
    signInAs({ userId: 'user-1', loginId: 'lucia@example.mx' });
  });

  it('is announced on the goal step, with a button that opens the form on step 1', async () => {
    stubReto({ form }, aParticipation({ step: 1, formPending: true }));
    const { user } = renderApp('/retos/1-2-3');

    expect(await screen.findByText('Tienes un formulario pendiente', {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Completar formulario' }));

    expect(await screen.findByRole('heading', { name: 'Completa el siguiente formulario' }, slow)).toBeInTheDocument();
    expect(screen.queryByText('Tienes un formulario pendiente')).not.toBeInTheDocument();
  });

  it('is not announced once the form is saved', async () => {
    stubReto({ form }, aParticipation({ step: 1, formPending: false, form: { talla: 'M' } }));
    renderApp('/retos/1-2-3');

    expect(await screen.findByRole('heading', { name: /Paso 2 de 5/ }, slow)).toBeInTheDocument();
    expect(screen.queryByText('Tienes un formulario pendiente')).not.toBeInTheDocument();
  });
});
