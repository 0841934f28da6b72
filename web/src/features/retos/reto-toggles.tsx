// The reto's two switches (docs/retos.md §4): recording of results allowed or blocked ('Permitir Registro' /
// 'Bloquer Registro', admitResults) and the event open or closed ('Cerrar Evento' / 'Abrir Evento',
// eventEnded), each with the state it is in.
import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { retoConfigTexts } from '@shared/retos/reto-config-texts';
import type { OrganizerRetoView } from '@shared/retos/virtual-event';
import type { RetoSave } from './use-reto-config';

const texts = retoConfigTexts.toggles;

export function RetoToggles({ reto, save }: { reto: OrganizerRetoView; save: RetoSave }) {
  const [busy, setBusy] = useState<'admitResults' | 'eventEnded' | null>(null);

  async function flip(field: 'admitResults' | 'eventEnded') {
    setBusy(field);
    await save({ [field]: !reto[field] });
    setBusy(null);
  }

  const row = (field: 'admitResults' | 'eventEnded', state: string, action: string) => (
    <Flex justifyContent="space-between" alignItems="center" gap="0.75rem" wrap="wrap">
      <Text>{state}</Text>
      <Button size="small" isLoading={busy === field} isDisabled={busy !== null} onClick={() => void flip(field)}>
        {action}
      </Button>
    </Flex>
  );
  return (
    <Flex direction="column" gap="0.75rem">
      {row('admitResults', texts.admitResults(reto.admitResults), reto.admitResults ? texts.block : texts.allow)}
      {row('eventEnded', texts.eventEnded(reto.eventEnded), reto.eventEnded ? texts.open : texts.close)}
    </Flex>
  );
}
