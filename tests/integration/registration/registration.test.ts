// Sending a registration: the public view, the server's own order whatever the browser sends, the
// checks with their Spanish messages, and one registrant per attempt.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiErrorBody } from '@shared/core/api-error';
import { computeOrder } from '@shared/registration/order-total';
import type { CreatedRegistration, DiscountCheckResponse, RegistrantConfirmation, RegistrationView } from '@shared/registration/registration-api';
import { registryConfigSchema } from '@shared/registration/registry-config-schema';
import { callApi, signedUpAthlete } from '../../support/accounts';
import { createdEvent } from '../../support/timed-events';
import { confirmationOf, MODALITY, register, registrationBody, registrationEvent, registryConfigFor, tenK, type RegistrationEvent } from './registration-fixture';

const cloudUrl = inject('cloudUrl');

const config = registryConfigFor({
  capacidad: 30,
  inicio: 1,
  formulario: [
    { campo: 'talla', etiqueta: 'Talla', iDCampo: 'talla', tipoCampo: 'Select', validacion: 'Requerido', valor: [{ texto: 'Chica', valor: 'S' }, { texto: 'Mediana', valor: 'M' }] },
    { campo: 'club', etiqueta: 'Club', iDCampo: 'club', tipoCampo: 'text', regex: '^[A-Z]+$', regexMessage: 'Solo mayúsculas' },
    { campo: 'interno', etiqueta: 'Interno', iDCampo: 'interno', tipoCampo: 'text', validacion: 'Requerido', hideInPublic: true },
  ],
  codigosDescuento: [{ codigo: 'CORRE10', tipo: 'porcentaje', valor: 10, usosMaximos: 5 }],
  formasDePago: { tarjeta: true, oxxo: true, codigoDescuento: true },
});

let race: RegistrationEvent;
beforeAll(async () => {
  race = await registrationEvent(cloudUrl, config);
});

const withFields = (overrides: Parameters<typeof registrationBody>[0] = {}) => registrationBody({ campos: { talla: 'M' }, ...overrides });

describe('GET /api/events/{eventId}/registration', () => {
  it('shows the modalities, the configuration without its discount codes and the places held', async () => {
    const view = await callApi<RegistrationView>(cloudUrl, `/api/events/${race.eventId}/registration`);
    expect(view.status).toBe(200);
    expect(view.body.abierta).toBe(true);
    expect(view.body.modalidades).toEqual([tenK]);
    expect(view.body.config).not.toHaveProperty('codigosDescuento');
    expect(view.body.ocupacion).toEqual({ [MODALITY]: { capacidad: 30, inscritos: 0 } });
  });

  it('answers 404 in Spanish for an event that does not exist', async () => {
    const missing = await callApi<ApiErrorBody>(cloudUrl, '/api/events/999999/registration');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Evento no encontrado');
  });
});

describe('POST /api/events/{eventId}/registrations', () => {
  it('stores the order the configuration gives, whatever prices the request carries', async () => {
    const tampered = {
      ...withFields({ productos: [{ codigoProducto: 'playera', cantidad: 2, campos: {} }] }),
      total: 1,
      fee: 0,
      price: 1,
      order: { lines: [{ code: 'insc', unit_price: 1 }], total: 1 },
    };
    (tampered.productos[0] as Record<string, unknown>).unit_price = 1;
    (tampered.productos[0] as Record<string, unknown>).precioProducto = 1;

    const created = await register<CreatedRegistration>(cloudUrl, race.eventId, tampered);

    expect(created.status).toBe(201);
    const expected = computeOrder(registryConfigSchema.parse(config), { modalidad: tenK, categoria: { nombreCategoria: 'Libre', precioKey: 'general' }, moneda: 'MXN', productos: [{ codigoProducto: 'playera', cantidad: 2 }] }, new Date());
    expect(expected.ok && created.body.order).toEqual(expected.ok && expected.order);
    expect(created.body.order.total).toBe(Math.round(95_000 * 1.07));
    const stored = await confirmationOf<RegistrantConfirmation>(cloudUrl, race.eventId, created.body.registroId);
    expect(stored.body.order).toEqual(created.body.order);
    expect(stored.body).toMatchObject({ tipoConfirmacion: 0, numero: null, fechaRegistro: 'PENDIENTE', statusPago: { status: 'pendiente', formaPago: '' } });
  });

  it('applies a valid discount code on the server', async () => {
    const created = await register<CreatedRegistration>(cloudUrl, race.eventId, withFields({ codigoDescuento: 'corre10' }));
    expect(created.status).toBe(201);
    expect(created.body.order.discount).toBe(4_500);
    expect(created.body.order.lines.find((line) => line.code === 'códigoDescuento')).toMatchObject({ unit_price: -4_500, extraData: { codigoDescuento: 'CORRE10' } });
  });

  it("describes each product line with its form's values, in the stored order too", async () => {
    const created = await register<CreatedRegistration>(cloudUrl, race.eventId, withFields({ productos: [{ codigoProducto: 'playera', cantidad: 1, campos: { talla: 'G' } }] }));
    expect(created.status).toBe(201);
    expect(created.body.order.lines.find((line) => line.code === 'producto-playera')?.description).toBe('Playera técnica · Talla: G');
    expect((await confirmationOf<RegistrantConfirmation>(cloudUrl, race.eventId, created.body.registroId)).body.order).toEqual(created.body.order);
  });

  it('answers a request that does not parse with Spanish messages, the spec’s own where it gives one', async () => {
    const body: Record<string, unknown> = { ...withFields({ productos: [{ codigoProducto: 'playera', cantidad: 0, campos: {} }] }), rama: 'X' };
    delete body.intento;
    (body.datos as Record<string, unknown>).fechaNacimiento = '1990-02-31';

    const refused = await register<ApiErrorBody>(cloudUrl, race.eventId, body);

    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      code: 'VALIDATION',
      message: 'Datos inválidos, revisa el formulario',
      fields: {
        intento: 'Entrada inválida: se esperaba texto, recibido indefinido',
        'datos.fechaNacimiento': 'Revisa el formato (AAAA-MM-DD)',
        rama: 'Opción inválida: se esperaba una de "V"|"F"|"M"',
        'productos.0.cantidad': 'Demasiado pequeño: se esperaba que número fuera >=1',
      },
    });
  });

  it.each([
    ['a product over its maximum', { productos: [{ codigoProducto: 'playera', cantidad: 3, campos: {} }] }, 'Este producto máximo puede ser agredo 2 veces'],
    ['a product hidden from the public', { productos: [{ codigoProducto: 'medalla', cantidad: 1, campos: {} }] }, 'El producto elegido no está disponible'],
    ['a modality the event does not have', { codigoModalidad: '42K' }, 'La modalidad elegida no está disponible'],
    ['a category of the other branch', { rama: 'V' as const }, 'La categoría elegida no corresponde a tu edad y género'],
    ['an unknown discount code', { codigoDescuento: 'NOEXISTE' }, 'Código inválido'],
  ])('refuses %s with 400', async (_, overrides, message) => {
    const refused = await register<ApiErrorBody>(cloudUrl, race.eventId, withFields(overrides));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(message);
  });

  it('names every configured field at fault; fields hidden from the public are not asked for', async () => {
    const body = registrationBody({ campos: { talla: 'XL', club: 'tigres' } });
    delete body.datos.apellidos;
    const refused = await register<ApiErrorBody>(cloudUrl, race.eventId, body);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      code: 'VALIDATION',
      message: 'Revisa los campos requeridos',
      fields: { 'datos.apellidos': 'Campo de requerido', 'campos.talla': 'Campo requerido', 'campos.club': 'Solo mayúsculas' },
    });
  });

  it('stores one registrant per attempt, however often and however concurrently it is sent', async () => {
    const body = withFields();
    const answers = await Promise.all([0, 1, 2].map(() => register<CreatedRegistration>(cloudUrl, race.eventId, body)));
    const again = await register<CreatedRegistration>(cloudUrl, race.eventId, { ...body, datos: { ...body.datos, nombres: 'Otra' } });
    const ids = new Set([...answers, again].map((answer) => answer.body.registroId));
    expect(ids.size).toBe(1);
    expect([...answers, again].map((answer) => answer.status).sort()).toEqual([200, 200, 200, 201]);
    expect((await confirmationOf<RegistrantConfirmation>(cloudUrl, race.eventId, again.body.registroId)).body.datos.nombres).toBe('Lucía');
  });

  it('refuses registrations while the event has no registry configuration', async () => {
    const { iDEvento } = await createdEvent(cloudUrl, race.token, { nombreEvento: 'Sin inscripciones' });
    const refused = await register<ApiErrorBody>(cloudUrl, iDEvento, registrationBody());
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Las inscripciones de este evento están cerradas');
  });
});

describe('POST /api/events/{eventId}/registrations/discount', () => {
  const checkBody = { correo: 'alguien@prueba.mx', datos: { fechaNacimiento: withFields().datos.fechaNacimiento, genero: withFields().datos.genero }, moneda: 'MXN', codigoModalidad: MODALITY, rama: 'F', codigoCategoria: 1, productos: [{ codigoProducto: 'playera', cantidad: 1 }] };
  const check = <T = DiscountCheckResponse>(codigo: string, overrides: Record<string, unknown> = {}, eventId = race.eventId) =>
    callApi<T>(cloudUrl, `/api/events/${eventId}/registrations/discount`, { method: 'POST', body: { ...checkBody, codigo, ...overrides } });

  it('grants the percentage of the inscription and products, whatever the case typed', async () => {
    expect((await check('corre10')).body).toEqual({ valid: true, text: 'Descuento de $70.00 MXN aplicado', amount: 7_000 });
  });

  it('answers an unknown code with valid false and 200', async () => {
    const answer = await check('NADA');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ valid: false, text: 'Código inválido', amount: 0 });
  });

  it.each([
    ['a product hidden from the public', { productos: [{ codigoProducto: 'medalla', cantidad: 1 }] }, 'El producto elegido no está disponible'],
    ['a product the modality does not sell', { productos: [{ codigoProducto: 'gorra', cantidad: 1 }] }, 'El producto elegido no está disponible'],
    ['a product over its maximum', { productos: [{ codigoProducto: 'playera', cantidad: 3 }] }, 'Este producto máximo puede ser agredo 2 veces'],
    ['a modality the event does not have', { codigoModalidad: '42K' }, 'La modalidad elegida no está disponible'],
    ['a category of the other branch', { rama: 'V' as const }, 'La categoría elegida no corresponde a tu edad y género'],
  ])('refuses %s as the registration does', async (_, overrides, message) => {
    const refused = await check<ApiErrorBody>('CORRE10', overrides);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(message);
    const productos = 'productos' in overrides ? overrides.productos.map((item) => ({ ...item, campos: {} })) : [];
    const registered = await register<ApiErrorBody>(cloudUrl, race.eventId, withFields({ ...overrides, productos }));
    expect(registered.body.message).toBe(message);
  });

  it('answers valid false, as for an unknown code, when the order has nothing to discount', async () => {
    const free = await registrationEvent(cloudUrl, registryConfigFor({ precio: 0, codigosDescuento: [{ codigo: 'CORRE10', tipo: 'porcentaje', valor: 10, usosMaximos: 5 }], formasDePago: { codigoDescuento: true } }));
    const answer = await check('CORRE10', { productos: [] }, free.eventId);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ valid: false, text: 'Código inválido', amount: 0 });
  });
});

describe('/api/events/{eventId}/registration-config', () => {
  it('answers the organizer the whole configuration, discount codes included', async () => {
    const read = await callApi<{ codigosDescuento: { codigo: string }[] }>(cloudUrl, `/api/events/${race.eventId}/registration-config`, { token: race.token });
    expect(read.status).toBe(200);
    expect(read.body.codigosDescuento.map((code) => code.codigo)).toEqual(['CORRE10']);
  });

  it('refuses an invalid configuration with the path of each field at fault', async () => {
    const bad = registryConfigFor({ capacidad: -1 });
    const refused = await callApi<ApiErrorBody>(cloudUrl, `/api/events/${race.eventId}/registration-config`, { method: 'PUT', token: race.token, body: bad });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fields ?? {})).toEqual([`configModalidad.${MODALITY}.folios.capacidad`]);
  });

  it('is not for users without a role on the event', async () => {
    const { token } = await signedUpAthlete(cloudUrl);
    expect((await callApi(cloudUrl, `/api/events/${race.eventId}/registration-config`, { token })).status).toBe(403);
    expect((await callApi(cloudUrl, `/api/events/${race.eventId}/registration-config`)).status).toBe(401);
  });
});
