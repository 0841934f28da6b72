import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '@shared/registration/dashboard';
import { PaymentMethodsChart, paymentSlices } from '@web/features/event-admin/dashboard-charts';

const formasPago = (oxxo: number, efectivo: number, tarjeta: number): Dashboard['formasPago'] => ({
  oxxo: { pagados: oxxo, pendientes: 0, monto: 0, comision: 0 },
  efectivo: { pagados: efectivo, monto: 0, comision: 0 },
  tarjeta: { pagados: tarjeta, monto: 0, comision: 0 },
});

const labels = (card: HTMLElement) => [...card.querySelectorAll('.recharts-pie-label-text')].map((label) => label.textContent);

describe('the payment-methods pie', () => {
  it('labels its slices with es-MX thousands separators', () => {
    render(<PaymentMethodsChart formasPago={formasPago(1_250, 310, 12_400)} />);
    const card = screen.getByLabelText('Formas de pago');
    expect(labels(card)).toEqual(['1,250', '310', '12,400']);
  });

  it('draws one slice, with one label, when only one method was used: no overlapping zeros', () => {
    expect(paymentSlices(formasPago(0, 0, 1_972)).map((slice) => slice.method)).toEqual(['tarjeta']);
    render(<PaymentMethodsChart formasPago={formasPago(0, 0, 1_972)} />);
    expect(labels(screen.getByLabelText('Formas de pago'))).toEqual(['1,972']);
  });

  it("says 'Sin registros' when nothing was paid yet", () => {
    render(<PaymentMethodsChart formasPago={formasPago(0, 0, 0)} />);
    expect(within(screen.getByLabelText('Formas de pago')).getByText('Sin registros')).toBeInTheDocument();
  });
});
