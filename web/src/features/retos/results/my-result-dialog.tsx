// 'Ver mi resultado' (docs/retos.md §2.6 step 4): the athlete's own finish and goal times, category and six
// positions as the page last read them.
import { Flex, Text } from '@aws-amplify/ui-react';
import type { ParticipationView } from '@shared/retos/participation';
import { genderLabels, retoResultsTexts as texts } from '@shared/retos/reto-results';
import { RetoDialog } from './reto-dialog';
import { RetoPositionsList } from './reto-positions-list';

export function MyResultDialog({ participation, onClose }: { participation: ParticipationView; onClose: () => void }) {
  const { finishTime, goalTime, category, athleteGender, raceNumber } = participation;
  return (
    <RetoDialog title={texts.myResultTitle} closeText={texts.close} onClose={onClose}>
      <Text fontWeight="bold">
        {participation.athleteName} {participation.athleteLastName} · {texts.columns.raceNumber} {raceNumber} · {genderLabels[athleteGender]}
        {category ? ` · ${category}` : ''}
      </Text>
      <Flex gap="0.25rem 1.5rem" wrap="wrap">
        <Text>
          {texts.finishTime}: <strong>{finishTime ?? '—'}</strong>
        </Text>
        <Text>
          {texts.goalTime}: <strong>{goalTime}</strong>
        </Text>
      </Flex>
      {finishTime ? <RetoPositionsList positions={participation.positions} /> : <Text>{texts.noFinish}</Text>}
    </RetoDialog>
  );
}
