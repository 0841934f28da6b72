// What every step of the athlete's reto page is given: the reto, the athlete's participation (null
// before registering) and where an answer of the API about it goes, so the whole page sees it.
import type { ParticipationView } from '@shared/retos/participation';
import type { VirtualEventView } from '@shared/retos/virtual-event';

export interface RetoStepProps {
  reto: VirtualEventView;
  participation: ParticipationView | null;
  onParticipation: (participation: ParticipationView) => void;
}

/** Steps that show only once registered. */
export type RegisteredStepProps = Omit<RetoStepProps, 'participation'> & { participation: ParticipationView };
