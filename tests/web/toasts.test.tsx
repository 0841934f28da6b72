import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastDurations } from '@shared/core/messages';
import { ToastProvider, useToast } from '@web/lib/toasts';

function Trigger({ text, duration }: { text: string; duration?: number }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast(text, duration)}>
      mostrar
    </button>
  );
}

function showToast(text: string, duration?: number) {
  render(
    <ToastProvider>
      <Trigger text={text} duration={duration} />
    </ToastProvider>,
  );
  act(() => screen.getByRole('button', { name: 'mostrar' }).click());
}

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps a normal toast for 4 s, in the live region', () => {
    showToast('Bienvenido');

    expect(screen.getByRole('status')).toHaveTextContent('Bienvenido');
    act(() => vi.advanceTimersByTime(toastDurations.normal - 1));
    expect(screen.getByText('Bienvenido')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Bienvenido')).not.toBeInTheDocument();
  });

  it('keeps an account-error toast for 7 s', () => {
    showToast('Correo ya utilizado. Intente recuperar su contraseña', toastDurations.long);

    act(() => vi.advanceTimersByTime(toastDurations.normal + 1000));
    expect(screen.getByText('Correo ya utilizado. Intente recuperar su contraseña')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(toastDurations.long - toastDurations.normal - 1000));
    expect(screen.queryByText('Correo ya utilizado. Intente recuperar su contraseña')).not.toBeInTheDocument();
  });
});
