// A photo a reto's athlete uploaded (docs/retos.md §3 Participant photos: url and photoType): one item
// per upload, in the reto's partition by athlete (their photos, newest last); start and finish photos
// also in gsi2 by reto and type, for the grids that page newest first. Evidence never enters gsi2.
import { Entity, type EntityItem } from 'electrodb';
import { RETO_PHOTO_TYPES } from '@shared/retos/reto-photos';
import { retoEventIdAttribute } from './reto-event-id';
import { entityConfig, SERVICE } from './table';
import { createdAtAttribute } from './timestamps';

export const RetoPhotoEntity = new Entity(
  {
    model: { entity: 'retoPhoto', version: '1', service: SERVICE },
    attributes: {
      eventId: retoEventIdAttribute,
      userID: { type: 'string', required: true, readOnly: true },
      /** The upload's id (media/photo-keys newUploadId): sorts by when the upload was asked for. */
      photoId: { type: 'string', required: true, readOnly: true },
      photoType: { type: RETO_PHOTO_TYPES, required: true, readOnly: true },
      /** The processed JPEG's /media address. */
      url: { type: 'string', required: true, readOnly: true },
      createdAt: createdAtAttribute,
    },
    indexes: {
      byParticipant: {
        pk: { field: 'pk', composite: ['eventId'] },
        sk: { field: 'sk', composite: ['userID', 'photoId'], casing: 'none' },
      },
      byGrid: {
        index: 'gsi2',
        condition: (photo) => photo.photoType !== 'evidence',
        pk: { field: 'gsi2pk', composite: ['eventId', 'photoType'] },
        sk: { field: 'gsi2sk', composite: ['photoId'], casing: 'none' },
      },
    },
  },
  entityConfig,
);

export type RetoPhotoItem = EntityItem<typeof RetoPhotoEntity>;
