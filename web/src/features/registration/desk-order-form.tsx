// The desk's order for the person whose data staff confirmed: the public flow's choices, fields and
// products (with what is shown to the staff member's profile), the total to collect, how it is paid,
// and 'Registrar', which sends once however often it is pressed.
import { Alert, Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { toastDurations } from '@shared/core/messages';
import { deskTexts } from '@shared/registration/desk-texts';
import type { RegistrantConfirmation } from '@shared/registration/registration-api';
import { flowTexts } from '@shared/registration/registration-flow-texts';
import { registrationTexts } from '@shared/registration/registration-texts';
import { errorMessage } from '@web/lib/error-message';
import { useToast } from '@web/lib/toasts';
import { createDeskRegistration } from './desk-api';
import { deskErrorsOf, noDeskErrors, type DeskErrors } from './desk-errors';
import { DeskPayment, type DeskOrigin } from './desk-payment';
import { estimatedOrder, type StepProps } from './flow-selection';
import type { FlowAction } from './flow-state';
import { missingChoice } from './missing-choice';
import { OptionsFields } from './options-fields';
import { OrderSummary } from './order-summary';
import { ProductCards } from './product-cards';
import { unsavedProduct } from './product-forms';
import { registrationBody } from './registration-request';
import { useAttempt } from '@web/lib/use-attempt';
import { useRequiredCheck } from './use-required-check';

export function DeskOrderForm(props: StepProps & { onRegistered: (confirmation: RegistrantConfirmation) => void }) {
  const { view, state, selection, onRegistered } = props;
  const { showErrors, passes } = useRequiredCheck();
  const toast = useToast();
  const [tipoRegistro, setTipoRegistro] = useState<DeskOrigin>(2);
  const [codigo, setCodigo] = useState('');
  const [errors, setErrors] = useState<DeskErrors>(noDeskErrors);
  const order = estimatedOrder(view, state, selection, new Date());

  // What the server said is about the form as it was: any change takes it away.
  const dispatch = (action: FlowAction) => {
    setErrors(noDeskErrors);
    props.dispatch(action);
  };

  const { run, sending } = useAttempt(async (intento: string) => {
    const body = registrationBody({ state, selection }, intento);
    if (!body) return;
    try {
      onRegistered(await createDeskRegistration(view.event.iDEvento, { ...body, tipoRegistro, ...(tipoRegistro === 3 ? { codigoDescuento: codigo.trim() } : {}) }));
    } catch (error) {
      setErrors(deskErrorsOf(error, errorMessage(error)));
    }
  });

  const submit = () => {
    if (!passes(selection.fields, state.campos, missingChoice(selection))) return;
    const unsaved = unsavedProduct(selection, state);
    if (unsaved) toast(flowTexts.productUnsaved(unsaved.nombreProducto), toastDurations.long);
    else if (tipoRegistro === 3 && codigo.trim() === '') setErrors({ ...noDeskErrors, codigo: registrationTexts.required });
    else void run();
  };

  const stepProps = { ...props, dispatch };
  return (
    <Flex direction="column" gap="1.25rem">
      <Heading level={2} fontSize="xxl">{deskTexts.registering(state.datos.nombres)}</Heading>
      <Button alignSelf="flex-start" onClick={() => dispatch({ type: 'step', step: 'datos' })}>
        {flowTexts.backToData}
      </Button>
      <OptionsFields {...stepProps} showErrors={showErrors} serverErrors={errors.campos} />
      <ProductCards {...stepProps} />
      {order && <OrderSummary order={order} showPesos={selection.currency.mostrarCambioAPesos} />}
      <DeskPayment
        tipoRegistro={tipoRegistro}
        onTipoRegistro={(tipo) => {
          setErrors(noDeskErrors);
          setTipoRegistro(tipo);
        }}
        codigo={codigo}
        onCodigo={(typed) => {
          setErrors(noDeskErrors);
          setCodigo(typed);
        }}
        codeError={errors.codigo}
        order={order}
      />
      {errors.message && (
        <Alert variation="error" role="alert">
          <Text>{errors.message}</Text>
          {errors.others.map((other) => (
            <Text key={other}>{other}</Text>
          ))}
        </Alert>
      )}
      <Button variation="primary" isLoading={sending} isDisabled={sending} loadingText={deskTexts.submit} onClick={submit}>
        {deskTexts.submit}
      </Button>
    </Flex>
  );
}
