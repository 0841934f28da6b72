// The public registration flow (docs/registration.md §2 Event card and public registration dialog, §4): one step at a
// time, from the registrant's data to the payment and the success screen, under the step indicator;
// its opening is a ViewContent.
import { Alert, Flex, View } from '@aws-amplify/ui-react';
import { useEffect, useRef } from 'react';
import { momentText } from '@shared/core/moment-text';
import type { AthleteData, RegistrantConfirmation, RegistrationView } from '@shared/registration/registration-api';
import { waitlistTexts } from '@shared/registration/waitlist-texts';
import { AthleteDataStep } from './athlete-data-step';
import { EmailStep } from './email-step';
import { generalFieldIds, resolveSelection, type FlowSelection } from './flow-selection';
import type { FlowState, FlowStep } from './flow-state';
import { trackLead, trackViewContent } from './flow-tracking';
import { GroupBanner } from './group-banner';
import { groupOrder } from './group-order';
import { GroupStep } from './group-step';
import { OptionsStep } from './options-step';
import { PaymentStep } from './payment-step';
import { unsavedProduct } from './product-forms';
import { ProductsStep } from './products-step';
import { RegistrationSteps } from './registration-steps';
import { StepErrorBoundary } from './step-error-boundary';
import { SuccessStep } from './success-step';
import { useFlowState } from './use-flow-state';
import { withOfferedPlace } from './offered-view';
import type { OfferedPlace } from './waitlist-entry-gate';

/** The step to show: a step reached without what it needs (a restored or stale state) shows the step that provides it. */
function shownStep(state: FlowState, selection: FlowSelection): FlowStep {
  if (state.grupo && (state.step === 'grupo' || (state.step === 'pago' && state.grupo.registro))) return state.step;
  if (!state.datos || state.step === 'datos') return 'datos';
  if (state.step === 'opciones' || !selection.category) return 'opciones';
  if (state.step === 'productos' || unsavedProduct(selection, state)) return 'productos';
  if (state.step === 'correo' || !state.registro) return 'correo';
  return 'pago';
}

/** `oferta`: the place the waiting list holds for this athlete, with their data (waitlist-entry-gate.tsx). */
export function RegistrationFlow({ view: publicView, tkl, oferta }: { view: RegistrationView; tkl: string | null; oferta?: OfferedPlace }) {
  const view = oferta ? withOfferedPlace(publicView, oferta.codigoModalidad) : publicView;
  const { state, dispatch } = useFlowState(view.event.iDEvento, tkl);
  const selection = resolveSelection(view, state, new Date(), 'publico');
  const top = useRef<HTMLDivElement>(null);

  useEffect(() => {
    trackViewContent(view.event, state.tkl);
  }, [view.event.iDEvento]);

  useEffect(() => {
    // jsdom has no scrollIntoView.
    top.current?.scrollIntoView?.({ block: 'start' });
  }, [state.step, state.finished]);

  const confirm = (datos: AthleteData) => {
    dispatch({ type: 'datos', datos, generalFieldIds: generalFieldIds(view) });
    // The offered modality comes chosen.
    if (oferta) dispatch({ type: 'modalidad', codigoModalidad: oferta.codigoModalidad, generalFieldIds: generalFieldIds(view) });
    trackLead(view.event, state.tkl);
    dispatch({ type: 'step', step: 'opciones' });
  };

  const { datos, registro, finished, grupo } = state;
  const current = finished ? null : shownStep(state, selection);
  const onPaid = (confirmation: RegistrantConfirmation) => dispatch({ type: 'finished', confirmation });
  let step;
  if (finished) step = <SuccessStep confirmation={finished} miembros={state.finishedGrupo} onRestart={() => dispatch({ type: 'restart' })} />;
  else if (grupo && current === 'grupo') step = <GroupStep view={view} grupo={grupo} tkl={state.tkl} dispatch={dispatch} />;
  else if (grupo?.registro && current === 'pago') {
    const groupDraft = { registroId: grupo.registro.registroId, order: groupOrder(grupo.registro) };
    step = <PaymentStep view={view} dispatch={dispatch} registro={groupDraft} tkl={state.tkl} onPaid={onPaid} onBack={() => dispatch({ type: 'step', step: 'grupo' })} />;
  }
  else if (!datos || current === 'datos') step = <AthleteDataStep datos={datos ?? oferta?.datos ?? null} separarApellidos={view.config.configuracion.separarApellidos} onConfirm={confirm} />;
  else {
    const props = { view, state: { ...state, datos }, selection, dispatch, ...(oferta ? { oferta: { clave: oferta.clave } } : {}) };
    if (current === 'opciones') step = <OptionsStep {...props} />;
    else if (current === 'productos') step = <ProductsStep {...props} />;
    else if (current === 'correo' || !registro) step = <EmailStep {...props} />;
    else step = <PaymentStep view={view} dispatch={dispatch} registro={registro} tkl={state.tkl} onPaid={onPaid} />;
  }

  return (
    <Flex direction="column" gap="1.5rem">
      <View ref={top} />
      {current && <RegistrationSteps current={current === 'grupo' ? 'pago' : current} />}
      {/* The group's own page and its payment say where the group is; the athlete's steps show the banner. An offered place is one athlete's: no group. */}
      {!oferta && current && current !== 'grupo' && current !== 'pago' && (grupo || current === 'datos') && <GroupBanner grupo={grupo} dispatch={dispatch} />}
      {oferta && current && (
        <Alert variation="success" heading={waitlistTexts.offerTitle}>
          {waitlistTexts.offerText(momentText(oferta.ofertaVence))}
        </Alert>
      )}
      <StepErrorBoundary key={current ?? 'fin'}>{step}</StepErrorBoundary>
    </Flex>
  );
}
