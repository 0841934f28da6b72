// An entry of an event's start list, as the timing system uploads it: who wears which bib and chip.
import { createHash } from 'node:crypto';
import { Entity, type EntityItem } from 'electrodb';
import { RAMAS } from '@shared/results/ramas';
import { entityConfig, SERVICE } from './table';

/** An event's athletes, reads and pass states are spread over this many partitions by bib. */
export const BIB_SHARDS = 8;

/** Spreads bibs evenly, whatever their numbering. */
export function bibShard(bib: string): number {
  return createHash('sha1').update(bib).digest().readUInt32BE(0) % BIB_SHARDS;
}

export const AthleteEntity = new Entity(
  {
    model: { entity: 'athlete', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true },
      shard: { type: 'number', required: true },
      bib: { type: 'string', required: true },
      /** '' when the athlete has no chip (ElectroDB needs every key composite, even of a sparse index). */
      chip: { type: 'string', default: '' },
      nombre: { type: 'string', required: true },
      apellidos: { type: 'string', required: true },
      rama: { type: RAMAS, required: true },
      fechaNacimiento: { type: 'string' },
      categoria: { type: 'string' },
      modalidad: { type: 'string', required: true },
      serie: { type: 'string' },
      /** The club or team, as the timing system sent it or as the registrant gave it. */
      equipo: { type: 'string' },
    },
    indexes: {
      byBib: {
        pk: { field: 'pk', composite: ['eventId', 'shard'] },
        sk: { field: 'sk', composite: ['bib'] },
      },
      // Sparse: only athletes with a chip are in it, so a chip read finds its bib in one query.
      byChip: {
        index: 'gsi1',
        condition: (attributes) => Boolean(attributes.chip),
        pk: { field: 'gsi1pk', composite: ['eventId', 'chip'] },
        sk: { field: 'gsi1sk', composite: [] },
      },
    },
  },
  entityConfig,
);

export type AthleteItem = EntityItem<typeof AthleteEntity>;
