import { describe, expect, it } from 'vitest';
import { registryConfigSchema } from '@shared/registration/registry-config-schema';
import { registrantTeam, teamFields } from '@shared/registration/team-field';

const field = (campo: string, extra: object = {}) => ({ campo, iDCampo: campo, etiqueta: campo, tipoCampo: 'text', ...extra });

const config = registryConfigSchema.parse({
  formulario: [field('tallaPlayera'), field('Club'), field('aceptoClub', { tipoCampo: 'checkbox' })],
  gruposFormularios: { elite: [field('Equipo', { iDCampo: 'eqElite', tipoCampo: 'Select', valor: [{ texto: 'Lobos de Chapultepec', valor: 'LOB' }] })] },
  configModalidad: {
    '10K': {
      precio: { preventa_1: { precio_1: 0 } },
      folios: { capacidad: 10 },
      camposAdicionalesModalidad: { extra: [field('club')] },
    },
  },
});

describe('teamFields', () => {
  it("finds the fields named 'club' or 'equipo', by campo or iDCampo, ignoring case, that hold a name", () => {
    expect(teamFields(config).map((found) => found.iDCampo)).toEqual(['Club', 'eqElite', 'club']);
  });

  it('finds none when registration asks for no team', () => {
    expect(teamFields(registryConfigSchema.parse({ formulario: [field('tallaPlayera')] }))).toEqual([]);
  });
});

describe('registrantTeam', () => {
  const fields = teamFields(config);

  it('takes the first team answered, a select by its option text, trimmed', () => {
    expect(registrantTeam(fields, { Club: '  Corredores del Ajusco ' })).toBe('Corredores del Ajusco');
    expect(registrantTeam(fields, { Club: '   ', eqElite: 'LOB' })).toBe('Lobos de Chapultepec');
  });

  it('gives none without an answer, and at most 80 characters', () => {
    expect(registrantTeam(fields, { tallaPlayera: 'M' })).toBeUndefined();
    expect(registrantTeam(fields, { club: 'x'.repeat(100) })).toHaveLength(80);
  });
});
