// Opening and closing registration: the organizer's switch and optional dates decide whether an
// upcoming event takes registrations, and the API refuses with a Spanish message when it does not.
import { describe, expect, it } from 'vitest';
import { isRegistrationOpen } from '@shared/registration/registration-api';
import { registrationWindow } from '@shared/registration/registration-window';
import { registryConfigSchema } from '@shared/registration/registry-config-schema';
import { eventInfoSchema } from '@shared/results/event-schemas';
import { EVENT_STATUS } from '@shared/results/event-status';
import { HttpError } from '@lambdas/core/http-error';
import { openConfig } from '@lambdas/registration/form/registration-selection';
import { registryConfig } from './factories';

const APERTURA = '2026-03-01T15:00:00.000Z';
const CIERRE = '2026-06-01T06:00:00.000Z';
const event = {
  ...eventInfoSchema.parse({ nombreEvento: 'Carrera', fechaEvento: '2026-06-14', horaEvento: '07:00', lugarEvento: 'Parque', ciudadEvento: 'Puebla', eventoDisponible: EVENT_STATUS.upcoming, organizador: { nombre: 'Org' } }),
  iDEvento: 7,
};

describe('registrationWindow', () => {
  it.each([
    ['switch off, no dates', { abiertas: false }, '2026-04-01T00:00:00Z', 'cerradas'],
    ['switch off, inside the dates', { abiertas: false, apertura: APERTURA, cierre: CIERRE }, '2026-04-01T00:00:00Z', 'cerradas'],
    ['switch on, no dates', { abiertas: true }, '2026-04-01T00:00:00Z', 'abiertas'],
    ['before the opening', { abiertas: true, apertura: APERTURA }, '2026-03-01T14:59:59Z', 'porAbrir'],
    ['at the opening (inclusive)', { abiertas: true, apertura: APERTURA }, APERTURA, 'abiertas'],
    ['just before the closing', { abiertas: true, cierre: CIERRE }, '2026-06-01T05:59:59Z', 'abiertas'],
    ['at the closing (exclusive)', { abiertas: true, cierre: CIERRE }, CIERRE, 'cerradas'],
  ] as const)('%s', (_case, inscripciones, now, expected) => {
    expect(registrationWindow(inscripciones, new Date(now))).toBe(expected);
  });
});

describe('the registry configuration', () => {
  it('opens registration by default, so an event saved before the switch existed keeps taking registrations', () => {
    expect(registryConfigSchema.parse({}).inscripciones).toEqual({ abiertas: true });
  });

  it('refuses a closing that is not after the opening, on the closing field', () => {
    const result = registryConfigSchema.safeParse({ inscripciones: { apertura: CIERRE, cierre: APERTURA } });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['inscripciones', 'cierre'], message: 'El cierre de inscripciones debe ser posterior a la apertura' })]);
  });

  it('refuses a date that is not an instant', () => {
    expect(registryConfigSchema.safeParse({ inscripciones: { apertura: 'mañana' } }).success).toBe(false);
  });
});

describe('openConfig (every registration, desk sale and payment asks it)', () => {
  const context = (inscripciones: object) => ({ event, modalidades: [], config: registryConfig({ inscripciones }), revision: undefined });
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error instanceof HttpError ? { status: error.statusCode, message: error.message } : error;
    }
    return undefined;
  };

  it('answers the configuration while registration is open', () => {
    expect(openConfig(context({ abiertas: true, cierre: CIERRE }), new Date('2026-05-01T00:00:00Z')).configModalidad['10K']).toBeDefined();
    expect(isRegistrationOpen(event, registryConfig({ inscripciones: { abiertas: true } }), new Date('2026-05-01T00:00:00Z'))).toBe(true);
  });

  it('refuses with the closed message when the switch is off or the closing has passed', () => {
    const closed = { status: 400, message: 'Las inscripciones de este evento están cerradas' };
    expect(refusal(() => openConfig(context({ abiertas: false }), new Date('2026-05-01T00:00:00Z')))).toEqual(closed);
    expect(refusal(() => openConfig(context({ abiertas: true, cierre: CIERRE }), new Date(CIERRE)))).toEqual(closed);
  });

  it("refuses before the opening and says when it opens, on the event's clock", () => {
    expect(refusal(() => openConfig(context({ abiertas: true, apertura: APERTURA }), new Date('2026-02-01T00:00:00Z')))).toEqual({
      status: 400,
      message: 'Las inscripciones de este evento abren el 1 de marzo de 2026 a las 09:00',
    });
  });
});
