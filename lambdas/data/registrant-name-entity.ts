// One word of a registrant's name, for the admin search 'Nombre o Número' (docs/registration.md §5 Search): the words
// of an event sort together, so the registrants whose name has a word beginning with what staff typed
// are one Query of a key prefix, never a read of the whole event.
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const RegistrantNameEntity = new Entity(
  {
    model: { entity: 'registrantName', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true, readOnly: true },
      /** The word, normalized (lower case, no accents). */
      palabra: { type: 'string', required: true, readOnly: true },
      registroId: { type: 'string', required: true, readOnly: true },
      /** The whole name normalized, so a search of several words is checked without reading the registrant. */
      nombre: { type: 'string', required: true },
      /** Who registered them, so an inscriptor's search keeps to its own. */
      usuarioRegistra: { type: 'string', required: true },
    },
    indexes: {
      byWord: {
        pk: { field: 'pk', composite: ['eventId'] },
        sk: { field: 'sk', composite: ['palabra', 'registroId'] },
      },
    },
  },
  entityConfig,
);

export type RegistrantNameItem = EntityItem<typeof RegistrantNameEntity>;
