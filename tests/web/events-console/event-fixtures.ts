// Events as the API answers them, for the console, convocatoria, custom view and media tests.
import type { z } from 'zod';
import { modalitySchema, type EventSummary, type Modality } from '@shared/results/event-schemas';
import { withSectionDefaults, type EventSections } from '@shared/results/event-sections';
import { resultRowSchema, type ResultRow } from '@shared/results/result-row';

export function anEvent(overrides: Partial<EventSummary> = {}): EventSummary {
  return {
    iDEvento: 7,
    nombreEvento: 'Medio Maratón de la Ciudad',
    logoEvento: '',
    fechaEvento: '2026-03-01',
    horaEvento: '07:00',
    lugarEvento: 'Zócalo',
    ciudadEvento: 'Ciudad de México',
    paisEvento: 'México',
    zonaHoraria: 'America/Mexico_City',
    eventoDisponible: 1,
    showWeb: false,
    eventType: 'standard',
    organizador: { nombre: 'Club Corredores', colorOrganizador: '#e8630a', linkAvisoPrivacidad: '' },
    ...overrides,
  };
}

export function someSections(saved: Partial<Record<keyof EventSections, unknown>> = {}): EventSections {
  return withSectionDefaults(saved);
}

export function aModality(overrides: Partial<z.input<typeof modalitySchema>> = {}): Modality {
  return modalitySchema.parse({
    codigoModalidad: '21K',
    descripcionModalidad: 'Medio maratón',
    kilometro: 21.0975,
    hSalidas: [{ serie: 'A', descripcionSerie: 'Élite', hS: '2026-03-01 07:00:00' }],
    ramaCat: {},
    ...overrides,
  });
}

export function aRow(overrides: Partial<ResultRow> & Pick<ResultRow, 'num' | 'nombre'>): ResultRow {
  return resultRowSchema.parse({ gen: 'F', codMod: '21K', ...overrides });
}
