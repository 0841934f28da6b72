import { describe, expect, it } from 'vitest';
import { renderMail, type MailInput } from '@lambdas/registration/completion/mail-content';
import type { Order } from '@shared/registration/order-total';

const order: Order = {
  moneda: 'MXN',
  lines: [
    { code: 'insc', name: '10 kilómetros', description: 'Libre', quantity: 1, unit_price: 45_000 },
    { code: 'producto-playera', name: 'Playera <XL>', description: 'Playera técnica · Talla: G', quantity: 2, unit_price: 25_000 },
    { code: 'comision', name: 'Comisión OnLine', description: 'Comisión por registro y pago en linea', quantity: 1, unit_price: 6_650 },
  ],
  subtotal: 95_000,
  discount: 0,
  fee: 6_650,
  total: 101_650,
  totalPesos: 101_650,
};

const LINK = 'https://carreras.example.mx/detalle-inscrito?event=7&registry=abc';

const event: MailInput['event'] = {
  nombreEvento: 'Medio Maratón de Prueba',
  fechaEvento: '2026-11-23',
  horaEvento: '07:00',
  zonaHoraria: 'America/Mexico_City',
  lugarEvento: 'Bosque de Chapultepec',
  ciudadEvento: 'Ciudad de México',
  paisEvento: 'México',
};

const input = (overrides: Partial<MailInput> = {}): MailInput => ({
  tipoCorreo: 4,
  event,
  athlete: { nombres: 'Lucía', nombreCompleto: 'Lucía Hernández Soto', descripcionModalidad: '10 kilómetros', rama: 'F', nombreCategoria: 'Libre', numero: 1024, order },
  link: LINK,
  ...overrides,
});

describe('renderMail', () => {
  it('confirms a paid registration in Spanish with the event, athlete, folio, order and link', () => {
    const mail = renderMail(input());
    expect(mail.subject).toBe('Inscripción confirmada y pago recibido - Medio Maratón de Prueba');
    for (const line of [
      'Hola Lucía:',
      'Evento: Medio Maratón de Prueba',
      'Fecha y hora: 23 de noviembre de 2026 a las 07:00 (hora de Ciudad de México)',
      'Lugar: Bosque de Chapultepec, Ciudad de México, México',
      'Atleta: Lucía Hernández Soto',
      'Modalidad: 10 kilómetros',
      'Rama: Femenil',
      'Categoría: Libre',
      'Folio: 1024',
      '10 kilómetros (Libre) × 1: $450.00 MXN',
      'Playera <XL> (Playera técnica · Talla: G) × 2: $500.00 MXN',
      'Total: $1,016.50 MXN',
      `Consulta tu confirmación: ${LINK}`,
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).not.toContain('Asignado folio');
    expect(mail.html).toContain(`href="${LINK.replace('&', '&#38;')}"`);
    expect(mail.html).toContain('Playera &#60;XL&#62;');
    expect(mail.html).not.toContain('<XL>');
  });

  it('confirms a free registration as a confirmation, not a receipt', () => {
    const mail = renderMail(input({ tipoCorreo: 1 }));
    expect(mail.subject).toBe('Inscripción confirmada - Medio Maratón de Prueba');
    expect(mail.text).toContain('Tu inscripción está confirmada.');
  });

  it('gives a voucher its reference, amount and 24-hour expiry on the event clock, and the folio notice once', () => {
    const voucher = { referencia: '93001234567890', monto: 101_650, expiraEn: '2030-02-03T18:00:00.000Z' };
    const mail = renderMail(input({ tipoCorreo: 5, athlete: { ...input().athlete, numero: undefined, voucher } }));
    expect(mail.subject).toBe('Ficha de pago OXXO y confirmación de registro - Medio Maratón de Prueba');
    expect(mail.text).toContain('Referencia: 93001234567890');
    expect(mail.text).toContain('Monto a pagar: $1,016.50 MXN');
    expect(mail.text).toContain('Vence: 3 de febrero de 2030 a las 12:00 (hora de Ciudad de México)');
    expect(mail.text).toContain('\nAsignado folio\n');
    expect(mail.text).not.toContain('Folio:');
    expect(mail.html).toContain('<p>Asignado folio</p>');
    expect(mail.html.match(/Asignado folio/g)).toHaveLength(1);
  });

  it('states the total in pesos too when the order is in another currency', () => {
    const inDollars = { ...order, moneda: 'USD', total: 5_000, totalPesos: 90_000 };
    const mail = renderMail(input({ athlete: { ...input().athlete, order: inDollars } }));
    expect(mail.text).toContain('Total: $50.00 USD');
    expect(mail.text).toContain('Total en pesos mexicanos: $900.00 MXN');
  });

  it('tells a point-of-sale registrant it was paid in cash at the desk', () => {
    const mail = renderMail(input({ tipoCorreo: 2 }));
    expect(mail.subject).toBe('Inscripción en punto de venta confirmada - Medio Maratón de Prueba');
    expect(mail.text).toContain('quedó registrada y pagada en el punto de venta');
    expect(mail.text).toContain('Forma de pago: Efectivo en punto de venta');
    expect(mail.text).toContain('Folio: 1024');
  });

  it('names the enrollment code a registrant came with', () => {
    const withCode: Order = {
      ...order,
      lines: [order.lines[0]!, { code: 'códigoDescuento', name: 'INVITADO', description: '', quantity: 1, unit_price: -45_000, extraData: { codigoDescuento: 'INVITADO' } }],
      total: 0,
      totalPesos: 0,
    };
    const mail = renderMail(input({ tipoCorreo: 3, athlete: { ...input().athlete, order: withCode } }));
    expect(mail.subject).toBe('Inscripción con código confirmada - Medio Maratón de Prueba');
    expect(mail.text).toContain('Código de inscripción: INVITADO');
    expect(mail.text).not.toContain('Forma de pago');
  });

  it('tells of an expired voucher without an order to pay or a folio to come', () => {
    const mail = renderMail(input({ tipoCorreo: 6, athlete: { ...input().athlete, numero: undefined } }));
    expect(mail.subject).toBe('Tu ficha de pago OXXO venció - Medio Maratón de Prueba');
    expect(mail.text).toContain('tu registro fue cancelado');
    expect(mail.text).not.toContain('Detalle de compra');
    expect(mail.text).not.toContain('folio');
  });
});
