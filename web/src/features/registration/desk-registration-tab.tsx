// The admin screen's 'Formulario' tab (docs/registration.md §2 Event admin screen): staff register a person at the
// desk, paid in cash or with an enrollment code, with the public flow's own steps and components and
// the fields shown to their profile; the form is kept in memory only, and starts over for the next person.
import { Alert, Text } from '@aws-amplify/ui-react';
import { useReducer, useState } from 'react';
import type { EventAccess } from '@shared/registration/admin-permissions';
import { deskTexts } from '@shared/registration/desk-texts';
import type { AthleteData, RegistrantConfirmation, RegistrationView } from '@shared/registration/registration-api';
import { flowTexts } from '@shared/registration/registration-flow-texts';
import { registrantValues } from '@shared/registration/registrant-values';
import { LoadingView } from '@web/components/loading-view';
import { errorMessage } from '@web/lib/error-message';
import { AthleteDataStep } from './athlete-data-step';
import { DeskOrderForm } from './desk-order-form';
import { DeskSuccess } from './desk-success';
import { useRegistrationView } from './flow-api';
import { generalFieldIds, resolveSelection } from './flow-selection';
import { flowReducer, initialFlowState } from './flow-state';

function DeskRegistration({ view, perfil }: { view: RegistrationView; perfil: EventAccess }) {
  const [state, dispatch] = useReducer(flowReducer, registrantValues.sinTkl, initialFlowState);
  const [registered, setRegistered] = useState<RegistrantConfirmation | null>(null);
  const selection = resolveSelection(view, state, new Date(), perfil);

  const next = () => {
    dispatch({ type: 'restart' });
    setRegistered(null);
  };
  const confirm = (datos: AthleteData) => {
    dispatch({ type: 'datos', datos, generalFieldIds: generalFieldIds(view) });
    dispatch({ type: 'step', step: 'opciones' });
  };

  if (registered) return <DeskSuccess confirmation={registered} onNext={next} />;
  if (!state.datos || state.step === 'datos') {
    return (
      <AthleteDataStep
        datos={state.datos}
        separarApellidos={view.config.configuracion.separarApellidos}
        onConfirm={confirm}
        prefillFromProfile={false}
        submitLabel={flowTexts.continue}
      />
    );
  }
  return <DeskOrderForm view={view} state={{ ...state, datos: state.datos }} selection={selection} dispatch={dispatch} onRegistered={setRegistered} />;
}

export function DeskRegistrationTab({ eventId, perfil }: { eventId: number; perfil: EventAccess }) {
  const query = useRegistrationView(eventId);
  if (query.data?.abierta) return <DeskRegistration view={query.data} perfil={perfil} />;
  if (query.data) return <Alert variation="info">{deskTexts.closed}</Alert>;
  if (query.isError) return <Text role="alert">{errorMessage(query.error)}</Text>;
  return <LoadingView />;
}
