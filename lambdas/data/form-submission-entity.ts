// What a visitor sent through a form section of an organizer web (docs/retos.md §3 Form submission,
// docs/platform.md §7 formsData/{formId}/{newKey}): the answers and the server's date. The table keeps every form of
// an event in the event's partition (by form, then id: the same intento is one item), and one form's
// submissions newest first in gsi1. Key texts keep their case: 'Contacto' and 'contacto' are two groups.
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const FormSubmissionEntity = new Entity(
  {
    model: { entity: 'formSubmission', version: '1', service: SERVICE },
    attributes: {
      eventId: { type: 'number', required: true, readOnly: true },
      /** The field group's name (gruposFormularios) that fed the form. */
      formId: { type: 'string', required: true, readOnly: true },
      /** The visitor's intento: a retry of the same filled form finds this item. */
      submissionId: { type: 'string', required: true, readOnly: true },
      /** When the server stored it, ISO-8601 UTC. */
      fecha: { type: 'string', required: true, readOnly: true },
      /** The checked answers keyed by iDCampo: text, numbers and ticks. */
      campos: { type: 'any', required: true, readOnly: true },
    },
    indexes: {
      byForm: {
        pk: { field: 'pk', composite: ['eventId'] },
        sk: { field: 'sk', composite: ['formId', 'submissionId'], casing: 'none' },
      },
      newestFirst: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['eventId', 'formId'], casing: 'none' },
        sk: { field: 'gsi1sk', composite: ['fecha', 'submissionId'], casing: 'none' },
      },
    },
  },
  entityConfig,
);

export type FormSubmissionItem = EntityItem<typeof FormSubmissionEntity>;
