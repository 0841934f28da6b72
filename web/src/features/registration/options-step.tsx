// Step 2 (docs/registration.md §2): currency, modality, category and the registry form's fields.
import { Alert, Button, Flex, Heading } from '@aws-amplify/ui-react';
import { flowTexts } from '@shared/registration/registration-flow-texts';
import type { StepProps } from './flow-selection';
import { firstInvalidField } from '@web/lib/field-checks';
import { missingChoice } from './missing-choice';
import { OptionsFields } from './options-fields';
import { useRequiredCheck } from './use-required-check';
import { WaitlistJoin } from './waitlist-join';

export function OptionsStep(props: StepProps) {
  const { state, selection, dispatch } = props;
  const { showErrors, passes } = useRequiredCheck();
  const missing = missingChoice(selection);

  const next = () => {
    if (passes(selection.fields, state.campos, missing)) dispatch({ type: 'step', step: 'productos' });
  };

  return (
    <Flex direction="column" gap="1.25rem">
      <Heading level={2} fontSize="xxl">{flowTexts.greeting(state.datos.nombres)}</Heading>
      <Button alignSelf="flex-start" onClick={() => dispatch({ type: 'step', step: 'datos' })}>
        {flowTexts.backToData}
      </Button>
      <OptionsFields {...props} showErrors={showErrors} belowModalities={!props.oferta && <WaitlistJoin view={props.view} datos={state.datos} />} />
      {showErrors && (missing || firstInvalidField(selection.fields, state.campos)) && <Alert variation="error">{flowTexts.reviewRequired}</Alert>}
      <Button variation="primary" onClick={next}>
        {flowTexts.continue}
      </Button>
    </Flex>
  );
}
