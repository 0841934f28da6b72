// What a result kept behind its changes (an event's standings, a reto's positions) shares: the
// attributes and index spread into its entity, and the three writes and reads of the catch-up sweep
// (core/catch-up.ts). Every change raises `version` and puts the item in one sparse gsi2 partition
// until the sweep finds it current.
import type { WhereAttributeSymbol } from 'electrodb';
import type { ChangedState } from '@lambdas/core/catch-up';
import { guardedWrite } from './conditions';

export const catchUpAttributes = {
  /** Raised by every change; the result is current when computedVersion equals it. Absent is 0. */
  version: { type: 'number' },
  /** The version the last computation started from. Absent is 0. */
  computedVersion: { type: 'number' },
  /** Set by every change, removed by the catch-up sweep once the result is current: the key of the sparse index. */
  behind: { type: ['yes'] },
  /** When the last change was numbered (ISO-8601 UTC). */
  changedAt: { type: 'string' },
} as const;

/** The items changed since the catch-up sweep last found them current. */
export const changedIndex = {
  index: 'gsi2',
  pk: { field: 'gsi2pk', composite: ['behind'] },
  sk: { field: 'gsi2sk', composite: [] },
} as const;

/** The last step of an ElectroDB call chain, as the functions below make it. */
interface Go<Options, Data> {
  go(options: Options): Promise<{ data: Data }>;
}

type VersionSymbol = WhereAttributeSymbol<number>;

/**
 * What the functions below call on an entity spreading `catchUpAttributes` and `changedIndex`, keyed
 * by its one attribute N of type V. ElectroDB's own types resolve only over a known schema, so each
 * entity is checked against this shape where it is passed. N and V are read off the key alone
 * (NoInfer), not off the listed items.
 */
export interface CatchUpEntity<N extends string, V> {
  update(key: Record<N, V>): {
    add(item: { version: number }): {
      set(item: { behind: 'yes'; changedAt: string }): Go<{ response: 'updated_new' }, { version?: number }>;
    };
    remove(attributes: ['behind', 'changedAt']): {
      where(
        guard: (attributes: Record<'version' | 'computedVersion', VersionSymbol>, operations: { name: (attribute: VersionSymbol) => string }) => string,
      ): Go<{ response: 'none' }, unknown>;
    };
  };
  query: {
    changed(key: { behind: 'yes' }): Go<
      { pages: 'all'; attributes: (NoInfer<N> | keyof ChangedState)[] },
      (Record<NoInfer<N>, NoInfer<V>> & Partial<ChangedState>)[]
    >;
  };
}

/** Records a change of the item's data; answers the change's number. */
export async function markChangedIn<N extends string, V>(entity: CatchUpEntity<N, V>, key: Record<N, V>): Promise<number> {
  const { data } = await entity.update(key).add({ version: 1 }).set({ behind: 'yes', changedAt: new Date().toISOString() }).go({ response: 'updated_new' });
  return data.version ?? 0;
}

/** The items changed since the catch-up sweep last found them current, each with its key. */
export async function listChangedIn<N extends string, V>(entity: CatchUpEntity<N, V>, keyAttribute: N): Promise<(Record<N, V> & ChangedState)[]> {
  const { data } = await entity.query.changed({ behind: 'yes' }).go({ pages: 'all', attributes: [keyAttribute, 'version', 'computedVersion', 'changedAt'] });
  return data.map((item) => ({ ...item, version: item.version ?? 0, computedVersion: item.computedVersion ?? 0, changedAt: item.changedAt ?? '' }));
}

/** Out of the changed items' index, unless a change came since the result caught up. */
export async function settleChangedIn<N extends string, V>(entity: CatchUpEntity<N, V>, key: Record<N, V>): Promise<void> {
  await guardedWrite(
    entity
      .update(key)
      .remove(['behind', 'changedAt'])
      .where(({ version, computedVersion }, { name }) => `${name(computedVersion)} >= ${name(version)}`)
      .go({ response: 'none' }),
  );
}
