// Step 4 (docs/registration.md §4 Newer flow): the registrant confirms the e-mail; only then the discount code and
// 'Continuar', which saves the registration as a draft and moves to payment.
import { Button, Flex, Heading, Text, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { toastDurations } from '@shared/core/messages';
import { flowTexts } from '@shared/registration/registration-flow-texts';
import { errorMessage } from '@web/lib/error-message';
import { useToast } from '@web/lib/toasts';
import { DiscountCode } from './discount-code';
import { createRegistration } from './flow-api';
import { estimatedOrder, type StepProps } from './flow-selection';
import { OrderSummary } from './order-summary';
import { athleteBody, registrationBody } from './registration-request';
import { groupShare } from '@shared/registration/group-discount';
import { groupFlowTexts } from '@shared/registration/group-flow-texts';
import type { RegistryConfig } from '@shared/registration/registry-config-schema';
import { useAttempt } from '@web/lib/use-attempt';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** What the group discount does for this athlete's estimate, the group counted with them. */
function athleteDiscountText(rule: NonNullable<RegistryConfig['descuentoGrupo']>, miembros: number): string {
  const share = groupShare(rule, miembros);
  return share ? groupFlowTexts.athleteDiscountIncluded(share.porcentaje, miembros) : groupFlowTexts.athleteDiscountMissing(miembros, rule.minimoAtletas, rule.porcentaje);
}

export function EmailStep(props: StepProps) {
  const { view, state, selection, dispatch } = props;
  const toast = useToast();
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const order = estimatedOrder(view, state, selection, new Date());
  const rule = view.config.descuentoGrupo;

  const save = useAttempt(async (intento) => {
    const body = registrationBody(props, intento);
    if (!body) return;
    try {
      dispatch({ type: 'registro', registro: await createRegistration(view.event.iDEvento, body) });
    } catch (failure) {
      toast(errorMessage(failure), toastDurations.normal);
    }
  });

  const confirm = () => {
    if (sameEmail(typed, state.datos.correo)) dispatch({ type: 'correoConfirmado' });
    else setMismatch(true);
  };
  const addToGroup = () => {
    const miembro = athleteBody(props);
    if (miembro) dispatch({ type: 'grupoMiembro', miembro });
  };
  // An unchanged draft is still the server's: no second registration for the same choices.
  const next = () => (state.registro ? dispatch({ type: 'step', step: 'pago' }) : void save.run());

  return (
    <Flex direction="column" gap="1.25rem">
      <Heading level={2} fontSize="xxl">{flowTexts.emailTitle}</Heading>
      {state.correoConfirmado ? (
        <Text>{flowTexts.emailConfirmed(state.datos.correo)}</Text>
      ) : (
        <>
          <Text>{flowTexts.emailHint}</Text>
          <TextField
            label={flowTexts.confirmEmailLabel}
            type="email"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            hasError={mismatch}
            errorMessage={flowTexts.emailMismatch}
          />
          <Button alignSelf="flex-start" onClick={confirm}>
            {flowTexts.confirmEmail}
          </Button>
        </>
      )}
      {state.correoConfirmado && view.config.formasDePago.codigoDescuento && <DiscountCode {...props} />}
      {order && <OrderSummary order={order} showPesos={selection.currency.mostrarCambioAPesos} />}
      {state.grupo && rule && <Text fontSize="small">{athleteDiscountText(rule, state.grupo.miembros.length + 1)}</Text>}
      <Flex gap="0.75rem" wrap="wrap">
        <Button onClick={() => dispatch({ type: 'step', step: 'productos' })}>{flowTexts.back}</Button>
        <Button onClick={() => dispatch({ type: 'step', step: 'datos' })}>{flowTexts.backToData}</Button>
        {state.correoConfirmado && (
          <Button variation="primary" isLoading={save.sending} onClick={state.grupo ? addToGroup : next}>
            {state.grupo ? groupFlowTexts.addToGroup : flowTexts.continue}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
