// The platform's numbered stepper: steps as buttons or links, numbered, the current one
// aria-current="step", passed ones read as done, each pressed with the keyboard.
import { render, screen, within } from '@testing-library/react';
import { setUpUser } from './support/user-events';
import { describe, expect, it, vi } from 'vitest';
import { Stepper } from '@web/components/stepper';

describe('Stepper', () => {
  it('numbers its steps, marks the current one and the done ones, and presses a step from the keyboard', async () => {
    const onPay = vi.fn();
    render(
      <Stepper
        label="Pasos de la inscripción"
        steps={[
          { label: 'Datos', state: 'done', href: '/inscripcion/datos' },
          { label: 'Pago', state: 'current', onClick: onPay },
          { label: 'Confirmación', state: 'upcoming', isDisabled: true },
        ]}
      />,
    );
    const steps = within(screen.getByRole('navigation', { name: 'Pasos de la inscripción' }));
    expect(steps.getByRole('link', { name: '1. Datos, completado' })).toHaveAttribute('href', '/inscripcion/datos');
    expect(steps.getByRole('button', { name: '2. Pago' })).toHaveAttribute('aria-current', 'step');
    expect(steps.getByRole('button', { name: '3. Confirmación' })).toBeDisabled();
    expect(steps.getAllByRole('listitem')).toHaveLength(3);

    const user = setUpUser();
    await user.tab();
    await user.tab();
    expect(steps.getByRole('button', { name: '2. Pago' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPay).toHaveBeenCalledOnce();
  });

  it('shows, without a control, the steps that neither link nor act, with its caption', () => {
    render(
      <Stepper
        label="Pasos de la inscripción"
        caption="Paso 2 de 3"
        steps={[
          { label: 'Datos', state: 'done' },
          { label: 'Pago', state: 'current' },
          { label: 'Confirmación', state: 'upcoming' },
        ]}
      />,
    );
    const steps = within(screen.getByRole('navigation', { name: 'Pasos de la inscripción' }));
    expect(steps.getByText('Paso 2 de 3')).toBeInTheDocument();
    expect(steps.queryAllByRole('button')).toEqual([]);
    expect(steps.getByText('Pago').parentElement).toHaveAttribute('aria-current', 'step');
  });
});
