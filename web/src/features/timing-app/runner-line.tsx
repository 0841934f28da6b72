// Who a bib is in the start list kept on the device, or that the list does not have it.
import { Text } from '@aws-amplify/ui-react';
import type { StartListRunner } from '@shared/timing/manual-timing-schemas';
import { manualTimingTexts as texts } from '@shared/timing/manual-timing-texts';

export function RunnerLine({ runner, hasList }: { runner: StartListRunner | undefined; hasList: boolean }) {
  if (runner) return <Text fontSize="small">{texts.runner(runner.nombre, runner.modalidad)}</Text>;
  return hasList ? (
    <Text fontSize="small" color="font.warning">
      {texts.unknownBib}
    </Text>
  ) : null;
}
