// An athlete's account profile; the Cognito user (its `sub`) is the identity.
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, SERVICE } from './table';

export const ProfileEntity = new Entity(
  {
    model: { entity: 'profile', version: '1', service: SERVICE },
    attributes: {
      userId: { type: 'string', required: true },
      nombres: { type: 'string', required: true },
      apellidos: { type: 'string', required: true },
      telefono: { type: 'string', required: true },
      genero: { type: ['F', 'M'] as const, required: true },
      fechaNacimiento: { type: 'string', required: true },
      correo: { type: 'string', required: true },
      /** YYYY/MM/DD, as the spec records it. */
      fechaRegistro: { type: 'string', required: true },
      viaRegistro: { type: ['web'] as const, required: true, default: 'web' },
      photoURL: { type: 'string' },
      /** Time-ordered id of the upload behind photoURL; a late-processed older upload never wins. */
      photoUploadId: { type: 'string' },
      createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      updatedAt: {
        type: 'string',
        required: true,
        watch: '*',
        default: () => new Date().toISOString(),
        set: () => new Date().toISOString(),
      },
    },
    indexes: {
      byUser: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig,
);

export type ProfileItem = EntityItem<typeof ProfileEntity>;
