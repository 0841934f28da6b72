// Access patterns of event photos: record a processed photo, list those taken around a moment.
import type { EventPhoto } from '../../shared/media/event-photo';
import { EventPhotoEntity } from '../data/event-photo-entity';

export async function addEventPhoto(photo: EventPhoto & { eventId: number; photoId: string }): Promise<void> {
  await EventPhotoEntity.put(photo).go();
}

export async function listPhotosNear(eventId: number, epochSeconds: number, windowSeconds: number): Promise<EventPhoto[]> {
  const { data } = await EventPhotoEntity.query
    .byTime({ eventId })
    .between({ horaAjustada: Math.floor(epochSeconds - windowSeconds) }, { horaAjustada: Math.ceil(epochSeconds + windowSeconds) })
    .go({ pages: 'all' });
  return data.map(({ url, urlThumb, horaAjustada }) => ({ url, urlThumb, horaAjustada }));
}
