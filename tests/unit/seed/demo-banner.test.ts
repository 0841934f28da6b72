// `npm start`'s banner advertises only the demo that exists: the organizer web, the accounts, the
// registrants and the retos once their steps are done, the events the seed made, the long steps
// still at work as such, and what is missing by name, with why and how to get it.
import { describe, expect, it } from 'vitest';
import { laterDemoSummary, startBanner } from '@infra/local/seed/demo-banner';
import type { DemoState, DemoStepRecord } from '@infra/local/seed/demo-state';
import { plannedDemoSteps } from '@infra/local/seed-demo';

const url = 'http://localhost:3000';
const steps = plannedDemoSteps({ demoRetos: true, demoRegistrants: 2500 });
const at = '2026-05-04T10:00:00.000Z';
const done: DemoStepRecord = { status: 'done', at };
const events = {
  finished: { eventId: 1, timingKey: 'llave-1' },
  upcoming: { eventId: 2, timingKey: 'llave-2' },
  live: { eventId: 3, timingKey: 'llave-3' },
  spring: { eventId: 4, timingKey: 'llave-4' },
};

describe('the start banner', () => {
  it('with the quick steps done and the long ones at work: everything they made, and the rest as still being made', () => {
    const state: DemoState = {
      ...events,
      traspaso: { eventId: 2, registroId: 'r-traspasado', cambioId: 'c-1', enlace: 'r-traspasado.llave-de-mariana' },
      steps: { cuentas: done, eventos: done, fotos: done, inscripciones: done, grupo: done, 'lista-espera': done, traspaso: done, personal: done, webs: done, 'web-resultados': done, entrenamiento: done },
    };
    const text = startBanner(url, state, { steps, pending: ['inscritos', 'retos'] });

    expect(text).toContain('Web de organizador http://primavera.localhost:3000   (dominios propios: http://localhost:3000/local/dns)');
    expect(text).toContain('    Organizador    organizador@demo.mx');
    expect(text).toContain('    Cronometrista  cronometro@demo.mx');
    expect(text).toContain('    http://localhost:3000/cronometraje/evento_3');
    expect(text).toContain('    Próximo    4     llave-4');
    expect(text).toContain('  Inscripción grupal Familia Ramírez Luna, 3 atletas en un pago, en el evento Próximo de Puebla (id 4): Ingresos, columna Grupo');
    expect(text).toContain('  Inscritos          se siguen creando en el evento Próximo de Puebla: el avance aparece abajo');
    expect(text).toContain('  Retos virtuales    se siguen creando: se avisa abajo cuando estén listos');
    expect(text).toContain('  Traspaso           http://localhost:3000/detalle-inscrito?event=2&registry=r-traspasado.llave-de-mariana (de andrea.traspaso@demo.mx a mariana.traspaso@demo.mx)');
    expect(text).not.toContain('Falta');
  });

  it('after failed race photos: no word of what needs them is missing, and the photos are named with the reason and the way to get them', () => {
    const state: DemoState = {
      ...events,
      steps: {
        cuentas: done,
        eventos: done,
        fotos: { status: 'failed', at, error: '30 de 42 fotos de demostración sin registrar: ninguna más se registró en 10 min' },
        inscripciones: done,
        grupo: done,
        'lista-espera': done,
        traspaso: done,
        personal: done,
        webs: { status: 'blocked', at, missing: ['inscripciones'] },
        'web-resultados': { status: 'blocked', at, missing: ['webs'] },
        entrenamiento: done,
      },
    };
    const text = startBanner(url, state, { steps, pending: ['inscritos', 'retos'] });

    expect(text).not.toContain('Web de organizador');
    expect(text).toContain(
      [
        '  Falta parte de los datos de demostración:',
        '    - fotos de la llegada de la carrera terminada: falló: 30 de 42 fotos de demostración sin registrar: ninguna más se registró en 10 min',
        '    - webs de organizador (primavera.localhost y www.nocturna-gdl.mx): no se intentó, porque necesita «inscripciones abiertas en los eventos próximos»',
        '    - resultados en la web de la primavera (widget de resultados): no se intentó, porque necesita «webs de organizador (primavera.localhost y www.nocturna-gdl.mx)»',
        '  Vuelve a ejecutar npm start: se completará lo que falta, sin repetir lo que ya está.',
      ].join('\n'),
    );
  });

  it('without accounts or events: neither list, and both named as missing', () => {
    const state: DemoState = { steps: { cuentas: { status: 'failed', at, error: 'POST /api/accounts → 503' }, eventos: { status: 'blocked', at, missing: ['cuentas'] } } };
    const text = startBanner(url, state, { steps: steps.filter((step) => step.id === 'cuentas' || step.id === 'eventos'), pending: [] });

    expect(text).not.toContain('Cuentas de demostración');
    expect(text).not.toContain('Eventos de demostración');
    expect(text).toContain('    - cuentas de atleta, organizador, administrador y personal de los eventos: falló: POST /api/accounts → 503');
    expect(text).toContain('    - eventos cronometrados (terminado, dos próximos y en vivo): no se intentó, porque necesita «cuentas de atleta');
  });

  it('says, once the long steps ended, what they made and what is still missing', () => {
    const state: DemoState = {
      ...events,
      registrants: { eventId: 4, done: 2500, staffChanges: true },
      retos: { open: 'r-abierto', ended: 'r-terminado' },
      steps: { inscritos: done, retos: { status: 'failed', at, error: 'La evidencia del reto r-abierto no se registró en 10 min' } },
    };
    const text = laterDemoSummary(url, state, { steps: steps.filter((step) => step.long), pending: [] });

    expect(text).toContain('  Inscritos          2500 en el evento Próximo de Puebla (id 4)');
    expect(text).not.toContain('Retos virtuales');
    expect(text).toContain('    - retos virtuales (uno abierto con atletas en cada paso y su chat, y uno terminado con su podio): falló: La evidencia del reto r-abierto');
    expect(text).toContain('Vuelve a ejecutar npm start');

    const whole = laterDemoSummary(url, { ...state, steps: { inscritos: done, retos: done } }, { steps: steps.filter((step) => step.long), pending: [] });
    expect(whole).toContain('  Retos virtuales    http://localhost:3000/retos/r-abierto (abierto), http://localhost:3000/retos/r-terminado (terminado)');
    expect(whole).toContain('No falta nada: la demostración está completa.');
  });
});
