import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastDurations } from '@shared/core/messages';
import { MemoryRouter } from 'react-router-dom';
import { Footer } from '@web/app/footer';
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

describe('the toast over the footer', () => {
  it('is a light, bordered card, so it never melts into the dark footer of a short page', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    showToast('Datos ajustados éxitosamente');

    const card = screen.getByText('Datos ajustados éxitosamente');
    const footer = screen.getByRole('contentinfo');
    expect(card.style.backgroundColor).toBe('var(--amplify-colors-background-primary)');
    expect(card.style.backgroundColor).not.toBe(footer.style.backgroundColor);
    expect(card.style.borderColor).toBe('var(--amplify-colors-border-primary)');
  });
});
