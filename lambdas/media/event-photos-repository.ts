// Access patterns of event photos: record a processed photo, list those taken around a moment.
import type { EventPhoto } from '@shared/media/event-photo';
import { photoWindow } from '@shared/results/photos';
import { EventPhotoEntity } from '@lambdas/data/event-photo-entity';

export async function addEventPhoto(photo: EventPhoto & { eventId: number; photoId: string }): Promise<void> {
  await EventPhotoEntity.put(photo).go();
}

export async function listPhotosNear(eventId: number, epochSeconds: number, windowSeconds: number): Promise<EventPhoto[]> {
  const { from, to } = photoWindow(epochSeconds, windowSeconds);
  const { data } = await EventPhotoEntity.query
    .byTime({ eventId })
    // The sort key goes on with the photo id, so a photo of second `to` sorts after the bare key
    // for `to`: the next second is the bound that keeps it (and nothing of that next second).
    .between({ horaAjustada: from }, { horaAjustada: to + 1 })
    .go({ pages: 'all' });
  return data.map(({ url, urlThumb, horaAjustada }) => ({ url, urlThumb, horaAjustada }));
}
