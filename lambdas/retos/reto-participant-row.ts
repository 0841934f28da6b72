// A participant as the organizer's table (docs/retos.md §2.8) and its detail read it, and the six stored
// positions as one value.
import type { RetoParticipantRow } from '@shared/retos/reto-participants';
import type { RetoPositions } from '@shared/retos/reto-ranking';
import type { RetoParticipantItem } from '@lambdas/data/reto-participant-entity';

type StoredPositions = Partial<
  Pick<RetoParticipantItem, 'positionAbsolute' | 'positionAbsoluteGender' | 'positionAbsoluteCategory' | 'positionRelative' | 'positionRelativeGender' | 'positionRelativeCategory'>
>;

/** Absent positions (a participant read in part) are 0. */
export function positionsOf(item: StoredPositions): RetoPositions {
  return {
    absolute: item.positionAbsolute ?? 0,
    gender: item.positionAbsoluteGender ?? 0,
    category: item.positionAbsoluteCategory ?? 0,
    relative: item.positionRelative ?? 0,
    relativeGender: item.positionRelativeGender ?? 0,
    relativeCategory: item.positionRelativeCategory ?? 0,
  };
}

export function toParticipantRow(item: RetoParticipantItem): RetoParticipantRow {
  return {
    userID: item.userID,
    raceNumber: item.raceNumber,
    athleteName: item.athleteName,
    athleteLastName: item.athleteLastName,
    athleteBirth: item.athleteBirth,
    athleteGender: item.athleteGender,
    category: item.category,
    active: item.active,
    step: item.step,
    positions: positionsOf(item),
    goalTime: item.goalTime,
    evidencePhotos: item.evidencePhotos,
    activityId: item.activityId ?? null,
    finishTime: item.finishTime ?? null,
    finishTimeDate: item.finishTimeDate ?? null,
  };
}
