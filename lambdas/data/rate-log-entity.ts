// The moments one subject (an account, a client and event) was counted at, within the longest window
// of its limits: a rolling log, so a limit holds over any span of its window, not per clock window.
// DynamoDB's TTL removes the log once its last moment is out of every window.
import { Entity } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const RateLogEntity = new Entity(
  {
    model: { entity: 'rateLog', version: '1', service: SERVICE },
    attributes: {
      /** What is counted and for whom, e.g. `retos:mensajes:{userId}`. */
      subject: { type: 'string', required: true, readOnly: true },
      /** Epoch milliseconds, oldest first; never more than the largest limit. */
      hits: { type: 'list', items: { type: 'number' }, required: true },
      /** Bumped by every write: a write is made only over the log it read. */
      revision: { type: 'number', required: true },
      /** Epoch seconds. */
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      bySubject: {
        pk: { field: 'pk', composite: ['subject'], casing: 'none' },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig,
);
