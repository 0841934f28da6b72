// Opening morning: more registrants than places pay at the same moment. Exactly the capacity
// completes, each with its own folio of the modality's range; the rest are told AGOTADO.
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type { ApiErrorBody } from '@shared/core/api-error';
import type { CreatedRegistration, RegistrantConfirmation } from '@shared/registration/registration-api';
import { confirmationOf, occupancy, payRegistration, register, registrationBody, registrationEvent, registryConfigFor } from './registration-fixture';

const cloudUrl = inject('cloudUrl');

const CAPACITY = 100;
const REGISTRANTS = 200;
const INICIO = 501;

describe('free registrations beyond capacity, all at once', () => {
  it('completes exactly the capacity with distinct folios and refuses the rest as sold out', async () => {
    const { eventId } = await registrationEvent(cloudUrl, registryConfigFor({ capacidad: CAPACITY, inicio: INICIO, precio: 0 }));
    const drafts = await Promise.all(
      Array.from({ length: REGISTRANTS }, async () => {
        const created = await register<CreatedRegistration>(cloudUrl, eventId, registrationBody());
        expect(created.status).toBe(201);
        expect(created.body.order.total).toBe(0);
        return created.body.registroId;
      }),
    );

    const answers = await Promise.all(
      drafts.map((registroId) => payRegistration<RegistrantConfirmation | ApiErrorBody>(cloudUrl, eventId, registroId, { metodo: 'free', intento: randomUUID() })),
    );

    const completed = answers.flatMap(({ status, body }) => (status === 200 ? [body as RegistrantConfirmation] : []));
    const refused = answers.filter(({ status }) => status !== 200);
    expect(completed).toHaveLength(CAPACITY);
    expect(refused.map(({ status }) => status)).toEqual(Array(REGISTRANTS - CAPACITY).fill(409));
    expect(refused.every(({ body }) => (body as ApiErrorBody).message.includes('AGOTADO'))).toBe(true);
    const folios = completed.map((confirmation) => confirmation.numero ?? 0).sort((a, b) => a - b);
    expect(folios).toEqual(Array.from({ length: CAPACITY }, (_, i) => INICIO + i));
    expect(completed.every((confirmation) => confirmation.tipoConfirmacion === 1 && confirmation.statusPago.formaPago === 'efectivo')).toBe(true);
    expect(await occupancy(cloudUrl, eventId)).toBe(CAPACITY);

    const late = await register<ApiErrorBody>(cloudUrl, eventId, registrationBody());
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('AGOTADO');
  });

  it('reads AGOTADO on the confirmation link of a registrant refused for lack of places, not a pending confirmation', async () => {
    const { eventId } = await registrationEvent(cloudUrl, registryConfigFor({ capacidad: 1, inicio: INICIO, precio: 0 }));
    const [first, second] = await Promise.all([1, 2].map(async () => (await register<CreatedRegistration>(cloudUrl, eventId, registrationBody())).body.registroId));
    const pay = (registroId: string) => payRegistration(cloudUrl, eventId, registroId, { metodo: 'free', intento: randomUUID() });
    expect((await pay(first!)).status).toBe(200);
    expect((await pay(second!)).status).toBe(409);

    const refused = await confirmationOf<RegistrantConfirmation>(cloudUrl, eventId, second!);
    const completed = await confirmationOf<RegistrantConfirmation>(cloudUrl, eventId, first!);

    expect(refused.body).toMatchObject({ agotado: true, numero: null, tipoConfirmacion: 0 });
    expect(completed.body).toMatchObject({ agotado: false, numero: INICIO, tipoConfirmacion: 1 });
  });
});
