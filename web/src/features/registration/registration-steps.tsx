// The registration flow's step indicator (docs/registration.md §2, docs/design.md): the five steps
// as numbered marks on one line, those done ticked, the current one filled and named for a screen
// reader, and 'Paso n de 5' above them. It only shows where the registrant is: moving is done with
// each step's own buttons, which keep the spec's rules on what a change resets.
import { Flex, Text, View } from '@aws-amplify/ui-react';
import { flowTexts } from '@shared/registration/registration-flow-texts';
import type { FlowStep } from './flow-state';

export const registrationSteps: readonly FlowStep[] = ['datos', 'opciones', 'productos', 'correo', 'pago'];

type Mark = 'done' | 'current' | 'next';

const markColors: Record<Mark, { background: string; color: string; border: string }> = {
  done: { background: 'primary.10', color: 'primary.90', border: 'primary.80' },
  current: { background: 'primary.80', color: 'font.inverse', border: 'primary.80' },
  next: { background: 'background.primary', color: 'font.tertiary', border: 'border.primary' },
};

function StepMark({ mark, number }: { mark: Mark; number: number }) {
  const colors = markColors[mark];
  return (
    <View
      as="span"
      aria-hidden="true"
      width="2rem"
      height="2rem"
      borderRadius="50%"
      display="flex"
      style={{ alignItems: 'center', justifyContent: 'center' }}
      backgroundColor={colors.background}
      color={colors.color}
      border="2px solid"
      borderColor={colors.border}
      fontWeight="bold"
      fontSize="small"
    >
      {mark === 'done' ? '✓' : number}
    </View>
  );
}

export function RegistrationSteps({ current }: { current: FlowStep }) {
  const index = registrationSteps.indexOf(current);
  return (
    <Flex direction="column" gap="0.5rem" as="nav" aria-label={flowTexts.stepsLabel}>
      <Text fontSize="small" color="font.secondary" fontWeight="semibold">
        {flowTexts.stepOf(index + 1, registrationSteps.length)}
      </Text>
      <Flex as="ol" gap="0" padding="0" margin="0" style={{ listStyle: 'none' }}>
        {registrationSteps.map((step, position) => {
          const mark: Mark = position < index ? 'done' : position === index ? 'current' : 'next';
          return (
            <Flex
              as="li"
              key={step}
              flex="1"
              minWidth="0"
              direction="column"
              alignItems="center"
              gap="0.25rem"
              position="relative"
              aria-current={mark === 'current' ? 'step' : undefined}
            >
              {position > 0 && (
                <View
                  aria-hidden="true"
                  position="absolute"
                  top="calc(1rem - 1px)"
                  left="calc(-50% + 1.25rem)"
                  right="calc(50% + 1.25rem)"
                  height="2px"
                  backgroundColor={mark === 'next' ? 'border.primary' : 'primary.80'}
                />
              )}
              <StepMark mark={mark} number={position + 1} />
              <Text as="span" fontSize="xs" textAlign="center" fontWeight={mark === 'current' ? 'bold' : 'normal'} color={mark === 'next' ? 'font.tertiary' : 'font.primary'}>
                {flowTexts.stepNames[step]}
              </Text>
            </Flex>
          );
        })}
      </Flex>
    </Flex>
  );
}
