import { describe, expect, it } from 'vitest';
import { AthleteEntity } from '@lambdas/data/athlete-entity';

const entry = { eventId: 7, shard: 3, bib: '101', nombre: 'Ana', apellidos: 'López', rama: 'F' as const, modalidad: '10K' };
const storedItem = (chip: string | undefined) => (AthleteEntity.put({ ...entry, chip }).params() as { Item: Record<string, unknown> }).Item;

describe('AthleteEntity', () => {
  it.each<[string, string | undefined, string | undefined]>([
    ['stores an athlete with a chip in the chip index', 'E2001', '$carreras#eventid_7#chip_e2001'],
    ['stores an athlete without a chip, outside the chip index', undefined, undefined],
    ['stores an athlete with an empty chip, outside the chip index', '', undefined],
  ])('%s', (_case, chip, chipKey) => {
    const item = storedItem(chip);
    expect(item).toMatchObject({ bib: '101', chip: chip ?? '' });
    expect(item.gsi1pk).toBe(chipKey);
  });
});
