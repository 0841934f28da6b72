// How many requests one subject (a client, an event, an e-mail) made in one window of one limit;
// DynamoDB's TTL removes the window once it is over.
import { Entity } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const RateWindowEntity = new Entity(
  {
    model: { entity: 'rateWindow', version: '1', service: SERVICE },
    attributes: {
      /** What is counted and for whom, e.g. `codigo:cliente:203.0.113.9:60`. */
      subject: { type: 'string', required: true, readOnly: true },
      /** Epoch seconds. */
      windowStart: { type: 'number', required: true, readOnly: true },
      hits: { type: 'number' },
      /** Epoch seconds: the window's end. */
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      bySubject: {
        pk: { field: 'pk', composite: ['subject', 'windowStart'], casing: 'none' },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig,
);
