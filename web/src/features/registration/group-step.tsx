// The group's page in the flow (docs/registration.md, Group registration): the athletes added, each
// removable, the group's name, the organizer's group discount rule, what the group pays as it stands
// (its discount included), another athlete, and 'Continuar', which stores the whole group once (one
// attempt per press series) and moves to its one payment.
import { Alert, Button, Card, Flex, Heading, Text, TextField } from '@aws-amplify/ui-react';
import { toastDurations } from '@shared/core/messages';
import { groupFlowTexts } from '@shared/registration/group-flow-texts';
import { MAX_GROUP_MEMBERS, MIN_GROUP_MEMBERS } from '@shared/registration/group-size';
import type { RegistrationView } from '@shared/registration/registration-api';
import { flowTexts } from '@shared/registration/registration-flow-texts';
import { errorMessage } from '@web/lib/error-message';
import { useToast } from '@web/lib/toasts';
import { useAttempt } from '@web/lib/use-attempt';
import type { Dispatch } from 'react';
import type { FlowAction, GroupFlow } from './flow-state';
import { createGroupRegistration } from './group-api';
import { estimatedGroup } from './group-estimate';
import { groupOrder } from './group-order';
import { OrderSummary } from './order-summary';

interface GroupStepProps {
  view: RegistrationView;
  grupo: GroupFlow;
  tkl: string;
  dispatch: Dispatch<FlowAction>;
}

const modalityName = (view: RegistrationView, codigo: string) => view.modalidades.find((modality) => modality.codigoModalidad === codigo)?.descripcionModalidad ?? codigo;

export function GroupStep({ view, grupo, tkl, dispatch }: GroupStepProps) {
  const toast = useToast();
  const { miembros, etiqueta } = grupo;
  const rule = view.config.descuentoGrupo;
  const estimate = estimatedGroup(view, miembros, new Date());
  const showPesos = view.config.configuracion.moneda.find((currency) => currency.codigo === estimate?.cobro.total.moneda)?.mostrarCambioAPesos ?? false;
  const ready = miembros.length >= MIN_GROUP_MEMBERS && etiqueta.trim() !== '';

  const save = useAttempt(async (intento) => {
    try {
      const registro = await createGroupRegistration(view.event.iDEvento, { intento, etiqueta: etiqueta.trim(), miembros: miembros.map(({ miembro }) => miembro), tkl });
      dispatch({ type: 'grupoRegistro', registro });
    } catch (failure) {
      toast(errorMessage(failure), toastDurations.normal);
    }
  });
  // An unchanged group is still the server's: no second group for the same athletes.
  const next = () => (grupo.registro ? dispatch({ type: 'step', step: 'pago' }) : void save.run());

  return (
    <Flex direction="column" gap="1.25rem">
      <Heading level={2} fontSize="xxl">{groupFlowTexts.title}</Heading>
      {rule && <Alert variation="info">{groupFlowTexts.rule(rule.porcentaje, rule.minimoAtletas)}</Alert>}
      <TextField
        label={groupFlowTexts.label}
        descriptiveText={groupFlowTexts.labelHint}
        maxLength={60}
        value={etiqueta}
        onChange={(event) => dispatch({ type: 'grupoEtiqueta', etiqueta: event.target.value })}
      />
      <Flex as="ol" direction="column" gap="0.5rem" padding="0" margin="0" style={{ listStyle: 'none' }}>
        {miembros.map(({ miembro }, index) => {
          const name = `${miembro.datos.nombres} ${miembro.datos.apellidos ?? miembro.datos.apellidoPaterno ?? ''}`.trim();
          return (
            <Card as="li" key={`${miembro.datos.correo}-${index}`} variation="outlined" padding="0.75rem">
              <Flex justifyContent="space-between" alignItems="center" gap="0.75rem" wrap="wrap">
                <Flex direction="column" gap="0.125rem">
                  <Text fontWeight="bold">{`${groupFlowTexts.member(index + 1)}: ${name}`}</Text>
                  <Text fontSize="small">{`${modalityName(view, miembro.codigoModalidad)} · ${miembro.datos.correo}`}</Text>
                </Flex>
                <Button size="small" onClick={() => dispatch({ type: 'grupoQuitar', index })}>
                  {groupFlowTexts.remove(name)}
                </Button>
              </Flex>
            </Card>
          );
        })}
      </Flex>
      {estimate && miembros.length > 0 && (
        <>
          <OrderSummary order={groupOrder(estimate.cobro)} title={groupFlowTexts.estimateTitle} showPesos={showPesos} />
          {estimate.grupo && <Text>{groupFlowTexts.discountIncluded(estimate.grupo.porcentaje, estimate.grupo.miembros)}</Text>}
          {!estimate.grupo && rule && <Text>{groupFlowTexts.discountMissing(rule.minimoAtletas - miembros.length, rule.porcentaje)}</Text>}
        </>
      )}
      {miembros.length < MIN_GROUP_MEMBERS && <Text>{groupFlowTexts.minimum(MIN_GROUP_MEMBERS)}</Text>}
      {miembros.length >= MAX_GROUP_MEMBERS && <Text>{groupFlowTexts.full(MAX_GROUP_MEMBERS)}</Text>}
      <Flex gap="0.75rem" wrap="wrap">
        {miembros.length < MAX_GROUP_MEMBERS && <Button onClick={() => dispatch({ type: 'step', step: 'datos' })}>{groupFlowTexts.addAnother}</Button>}
        <Button variation="primary" isDisabled={!ready} isLoading={save.sending} onClick={next}>
          {flowTexts.continue}
        </Button>
      </Flex>
    </Flex>
  );
}
