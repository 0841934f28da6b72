// A stored reto as the API answers it: to anyone (its card, look, media, photo config, categories and
// form) and to its organizer (also the revision to save on and the counts of codes and participants).
// Settings a reto was saved without read as their defaults.
import type { RetoForm } from '@shared/retos/reto-form';
import { retoLookDefaults, type RetoLook } from '@shared/retos/reto-look';
import { RETO_MEDIA_FIELDS, type RetoMediaField } from '@shared/retos/reto-media';
import type { RetoCategories, RetoPhotosConfig } from '@shared/retos/reto-owner-config';
import type { OrganizerRetoView, VirtualEventView } from '@shared/retos/virtual-event';
import type { VirtualEventItem } from '@lambdas/data/virtual-event-entity';

const noPhotosConfig: RetoPhotosConfig = { logos: [], marcos: [] };
const noCategories: RetoCategories = { F: [], M: [] };

function lookOf(item: VirtualEventItem): RetoLook {
  const look = { ...retoLookDefaults };
  for (const name of Object.keys(look) as (keyof RetoLook)[]) {
    if (item[name] !== undefined) Object.assign(look, { [name]: item[name] });
  }
  return look;
}

const mediaOf = (item: VirtualEventItem) => Object.fromEntries(RETO_MEDIA_FIELDS.map((field) => [field, item[field] ?? null])) as Record<RetoMediaField, string | null>;

export function toVirtualEventView(item: VirtualEventItem): VirtualEventView {
  return {
    eventID: item.eventId,
    eventName: item.eventName,
    eventDescription: item.eventDescription,
    eventStart: item.eventStart,
    eventEnd: item.eventEnd,
    distance: item.distance,
    price: item.price,
    eventType: item.eventType,
    admitResults: item.admitResults,
    eventEnded: item.eventEnded,
    accessCodeAdmited: item.accessCodeAdmited,
    ...lookOf(item),
    ...mediaOf(item),
    // Written only as their schemas parsed them (PATCH /api/retos/{eventID}).
    photosConfig: (item.photosConfig as RetoPhotosConfig | undefined) ?? noPhotosConfig,
    categories: (item.categories as RetoCategories | undefined) ?? noCategories,
    form: (item.form as RetoForm | undefined) ?? [],
    // A name only: the maker's account and e-mail are the organizer's and the admins' to read.
    userCreate: { athleteCreateName: item.athleteCreateName, athleteCreateLastName: item.athleteCreateLastName },
  };
}

export function toOrganizerRetoView(item: VirtualEventItem): OrganizerRetoView {
  return {
    ...toVirtualEventView(item),
    userCreate: { userIDCreate: item.userIDCreate, athleteCreateName: item.athleteCreateName, athleteCreateLastName: item.athleteCreateLastName, athleteCreateEmail: item.athleteCreateEmail },
    revision: item.revision ?? 0,
    codeUsesIssued: item.codeUsesIssued,
    participantCount: item.participantCount,
  };
}
