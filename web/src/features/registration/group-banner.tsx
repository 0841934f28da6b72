// Above the flow's steps (docs/registration.md, Group registration): the way into a group
// registration, or while in one, how many athletes it has, the way to its page and the way out.
import { Alert, Button, Flex, Text } from '@aws-amplify/ui-react';
import type { Dispatch } from 'react';
import { groupFlowTexts } from '@shared/registration/group-flow-texts';
import type { FlowAction, GroupFlow } from './flow-state';

export function GroupBanner({ grupo, dispatch }: { grupo: GroupFlow | null; dispatch: Dispatch<FlowAction> }) {
  if (!grupo) {
    return (
      <Flex direction="column" gap="0.25rem">
        <Button alignSelf="flex-start" size="small" onClick={() => dispatch({ type: 'grupoIniciar' })}>
          {groupFlowTexts.start}
        </Button>
        <Text fontSize="small">{groupFlowTexts.startHint}</Text>
      </Flex>
    );
  }
  const count = grupo.miembros.length;
  return (
    <Alert variation="info" heading={groupFlowTexts.banner(count)}>
      <Flex gap="0.5rem" wrap="wrap" marginTop="0.5rem">
        {count > 0 && (
          <Button size="small" onClick={() => dispatch({ type: 'step', step: 'grupo' })}>
            {groupFlowTexts.seeGroup}
          </Button>
        )}
        <Button size="small" onClick={() => dispatch({ type: 'grupoSalir' })}>
          {groupFlowTexts.leave}
        </Button>
      </Flex>
    </Alert>
  );
}
