// The names of the staff users who registered people at a point of sale, from their profiles, each
// read once per job.
import { getProfile } from '@lambdas/accounts/profile-repository';

export type StaffNames = (userIds: Iterable<string>) => Promise<Record<string, string>>;

export function staffNames(): StaffNames {
  const known = new Map<string, Promise<string>>();
  const nameOf = (userId: string) => {
    let name = known.get(userId);
    if (!name) {
      name = getProfile(userId).then((profile) => (profile ? `${profile.nombres} ${profile.apellidos}`.trim() : userId));
      known.set(userId, name);
    }
    return name;
  };
  return async (userIds) => {
    const ids = [...new Set(userIds)];
    const names = await Promise.all(ids.map(nameOf));
    return Object.fromEntries(ids.map((id, i) => [id, names[i] ?? id]));
  };
}
