import { describe, expect, it } from 'vitest';
import { withSectionDefaults } from '@shared/results/event-sections';

describe('withSectionDefaults', () => {
  it('gives every section not saved yet its empty value with the schema defaults', () => {
    const sections = withSectionDefaults({});
    expect(sections).toMatchObject({
      modalidades: [],
      puntosControl: [],
      customViews: [],
      customStrings: {},
      convocatoria: { blocks: [] },
      photoConfig: { logos: [], marcos: [], photoWindowSeconds: 200 },
      timingConfig: { eventVideos: [], showAll: false, showDNS: false, messages: {}, deadTimeSeconds: 10 },
    });
    expect(sections.timingConfig.certificateConfig).toEqual({ backgroundImage: '', fontColor: '#000000', fields: [] });
  });

  it('keeps what was saved and fills fields the saved document lacks', () => {
    const sections = withSectionDefaults({
      timingConfig: { showDNS: true, messages: { message_1: 'Hola' } },
      customStrings: { evento: 'Carrera' },
    });
    expect(sections.timingConfig).toMatchObject({ showDNS: true, messages: { message_1: 'Hola' }, deadTimeSeconds: 10 });
    expect(sections.customStrings).toEqual({ evento: 'Carrera' });
  });
});
