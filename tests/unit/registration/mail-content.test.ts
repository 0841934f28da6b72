import { describe, expect, it } from 'vitest';
import { renderMail, type MailInput } from '../../../lambdas/registration/mail-content';
import type { Order } from '../../../shared/registration/order-total';

const order: Order = {
  moneda: 'MXN',
  lines: [
    { code: 'insc', name: '10 kilómetros', description: 'Libre', quantity: 1, unit_price: 45_000 },
    { code: 'producto-playera', name: 'Playera <XL>', description: '', quantity: 2, unit_price: 25_000 },
    { code: 'comision', name: 'Comisión OnLine', description: 'Comisión por registro y pago en linea', quantity: 1, unit_price: 6_650 },
  ],
  subtotal: 95_000,
  discount: 0,
  fee: 6_650,
  total: 101_650,
  totalPesos: 101_650,
};

const LINK = 'https://carreras.example.mx/detalle-inscrito?event=7&registry=abc';

const input = (overrides: Partial<MailInput> = {}): MailInput => ({
  tipoCorreo: 4,
  event: { nombreEvento: 'Medio Maratón de Prueba', zonaHoraria: 'America/Mexico_City' },
  athlete: { nombres: 'Lucía', nombreCompleto: 'Lucía Hernández Soto', descripcionModalidad: '10 kilómetros', rama: 'F', nombreCategoria: 'Libre', numero: 1024, order },
  link: LINK,
  ...overrides,
});

describe('renderMail', () => {
  it('confirms a paid registration in Spanish with the athlete, folio, order and link', () => {
    const mail = renderMail(input());
    expect(mail.subject).toBe('Inscripción confirmada y pago recibido - Medio Maratón de Prueba');
    for (const line of ['Hola Lucía:', 'Atleta: Lucía Hernández Soto', 'Modalidad: 10 kilómetros', 'Rama: Femenil', 'Categoría: Libre', 'Folio: 1024', 'Playera <XL> × 2: $500.00 MXN', 'Total: $1,016.50 MXN', `Consulta tu confirmación: ${LINK}`]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain(`href="${LINK.replace('&', '&#38;')}"`);
    expect(mail.html).toContain('Playera &#60;XL&#62;');
    expect(mail.html).not.toContain('<XL>');
  });

  it('gives a voucher its reference, amount, expiry in the event zone, and no folio yet', () => {
    const voucher = { referencia: '93001234567890', monto: 101_650, expiraEn: '2030-02-03T18:00:00.000Z' };
    const mail = renderMail(input({ tipoCorreo: 5, athlete: { ...input().athlete, numero: undefined, voucher } }));
    expect(mail.subject).toBe('Ficha de pago OXXO y confirmación de registro - Medio Maratón de Prueba');
    expect(mail.text).toContain('Folio: Asignado folio');
    expect(mail.text).toContain('Referencia: 93001234567890');
    expect(mail.text).toContain('Monto a pagar: $1,016.50 MXN');
    expect(mail.text).toContain('Vence: 3 de febrero de 2030 a las 12:00 p.m.');
  });

  it('states the total in pesos too when the order is in another currency', () => {
    const inDollars = { ...order, moneda: 'USD', total: 5_000, totalPesos: 90_000 };
    const mail = renderMail(input({ athlete: { ...input().athlete, order: inDollars } }));
    expect(mail.text).toContain('Total: $50.00 USD');
    expect(mail.text).toContain('Total en pesos mexicanos: $900.00 MXN');
  });

  it('tells of an expired voucher without an order to pay', () => {
    const mail = renderMail(input({ tipoCorreo: 6, athlete: { ...input().athlete, numero: undefined } }));
    expect(mail.subject).toBe('Tu ficha de pago OXXO venció - Medio Maratón de Prueba');
    expect(mail.text).toContain('tu registro fue cancelado');
    expect(mail.text).not.toContain('Detalle de compra');
  });
});
