// 'Cambios a tu inscripción' on the confirmation page (docs/registration.md, Transfers and modality
// changes): within the organizer's rules and deadlines, the holder of a complete registration makes
// a link for another person to take it over, or changes modality paying the difference; a change
// started shows until it is paid or cancelled.
import { Button, Card, Flex, Heading, Link, Text } from '@aws-amplify/ui-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '@shared/core/messages';
import type { ConfirmationChanges, StartChange } from '@shared/registration/change-api';
import { transferPath } from '@shared/registration/change-api';
import { changeTexts as texts } from '@shared/registration/change-texts';
import { instantInZone } from '@shared/registration/instant-text';
import { moneyText } from '@shared/registration/money-text';
import type { RegistrantConfirmation } from '@shared/registration/registration-api';
import { BASE_CURRENCY } from '@shared/registration/registry-config-schema';
import { ChoiceSelect } from '@web/components/choice-select';
import { errorMessage } from '@web/lib/error-message';
import { useToast } from '@web/lib/toasts';
import { cancelChange, startChange, useChange } from './change-api';
import { ChangePaymentForm } from './change-payment';
import { useRegistrationView } from './flow-api';

type Rule = ConfirmationChanges['traspaso'] | ConfirmationChanges['modalidad'];
const isOpen = (rule: Rule, now: number) => rule.permitido && (rule.hasta === undefined || now < Date.parse(rule.hasta));

/** Sends one change request at a time, then reads the confirmation again; a refusal is toasted. */
function useChangeRequest(c: RegistrantConfirmation) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['registration-confirmation', c.event.iDEvento, c.enlace] });
  const run = async (send: () => Promise<unknown>, done?: string) => {
    if (busy) return;
    setBusy(true);
    try {
      await send();
      if (done) toast(done);
    } catch (error) {
      toast(errorMessage(error));
    } finally {
      setBusy(false);
      await refresh();
    }
  };
  return { busy, run, start: (body: StartChange) => run(() => startChange(c.event.iDEvento, c.enlace, body)) };
}

function Deadline({ rule, timeZone }: { rule: Rule; timeZone: string }) {
  return rule.hasta ? <Text fontSize="small">{texts.until(instantInZone(rule.hasta, timeZone))}</Text> : null;
}

function TransferOffer({ c, rule }: { c: RegistrantConfirmation; rule: ConfirmationChanges['traspaso'] }) {
  const request = useChangeRequest(c);
  return (
    <Flex direction="column" gap="0.5rem" alignItems="flex-start">
      <Heading level={4} fontSize="large">{texts.transferTitle}</Heading>
      <Text>{texts.transferHelp}</Text>
      <Text>{`${texts.fee}: ${moneyText(rule.cuota, BASE_CURRENCY)}. ${rule.folio === 'nuevo' ? texts.transferFolioRedrawn : texts.transferFolioKept}`}</Text>
      <Deadline rule={rule} timeZone={c.event.zonaHoraria} />
      <Button isLoading={request.busy} loadingText={messages.loading} onClick={() => void request.start({ tipo: 'traspaso' })}>
        {texts.startTransfer}
      </Button>
    </Flex>
  );
}

function ModalityOffer({ c, rule }: { c: RegistrantConfirmation; rule: ConfirmationChanges['modalidad'] }) {
  const request = useChangeRequest(c);
  const view = useRegistrationView(c.event.iDEvento);
  const [target, setTarget] = useState('');
  const choices = (view.data?.modalidades ?? []).filter((modality) => modality.codigoModalidad !== c.modalidad.codigoModalidad).map((modality) => ({ value: modality.codigoModalidad, label: modality.descripcionModalidad }));
  if (choices.length === 0) return null;
  return (
    <Flex direction="column" gap="0.5rem" alignItems="stretch">
      <Heading level={4} fontSize="large">{texts.modalityTitle}</Heading>
      <Text>{texts.modalityHelp}</Text>
      <Text>{`${texts.fee}: ${moneyText(rule.cuota, BASE_CURRENCY)}.${rule.reembolsarDiferencia ? '' : ` ${texts.noRefund}`}`}</Text>
      <Deadline rule={rule} timeZone={c.event.zonaHoraria} />
      <ChoiceSelect label={texts.modalityLabel} placeholder={texts.chooseModality} choices={choices} value={target} onChange={(event) => setTarget(event.target.value)} />
      <Button alignSelf="flex-start" isDisabled={target === ''} isLoading={request.busy} loadingText={messages.loading} onClick={() => void request.start({ tipo: 'modalidad', codigoModalidad: target })}>
        {texts.quoteModality}
      </Button>
    </Flex>
  );
}

function PendingChange({ c, pending }: { c: RegistrantConfirmation; pending: NonNullable<ConfirmationChanges['pendiente']> }) {
  const request = useChangeRequest(c);
  const toast = useToast();
  const change = useChange(c.event.iDEvento, pending.cambioId);
  const cancel = () => request.run(() => cancelChange(c.event.iDEvento, c.enlace, pending.cambioId), texts.cancelled);
  const cancelButton = (
    <Button alignSelf="flex-start" isLoading={request.busy} loadingText={messages.loading} onClick={() => void cancel()}>
      {pending.tipo === 'traspaso' ? texts.cancelTransfer : texts.cancelModality}
    </Button>
  );
  if (pending.tipo === 'traspaso') {
    const link = `${window.location.origin}${transferPath(c.event.iDEvento, pending.cambioId)}`;
    return (
      <Flex direction="column" gap="0.5rem" alignItems="flex-start">
        <Text>{texts.pendingTransfer}</Text>
        <Text fontWeight="bold">{texts.transferLink}</Text>
        <Link href={link} style={{ wordBreak: 'break-all' }}>
          {link}
        </Link>
        <Flex gap="0.5rem" wrap="wrap">
          <Button variation="primary" onClick={() => void navigator.clipboard?.writeText(link).then(() => toast(texts.linkCopied))}>
            {texts.copyLink}
          </Button>
          {cancelButton}
        </Flex>
      </Flex>
    );
  }
  return (
    <Flex direction="column" gap="0.75rem">
      <Text>{texts.pendingModality(change.data?.destino ?? '')}</Text>
      {change.data && <ChangePaymentForm change={change.data} onPaid={() => void request.run(() => Promise.resolve(), texts.changeDone)} />}
      {cancelButton}
    </Flex>
  );
}

export function ConfirmationChangesSection({ confirmation: c }: { confirmation: RegistrantConfirmation }) {
  const cambios = c.cambios;
  const now = Date.now();
  if (!cambios || c.statusPago.status !== 'ok') return null;
  const transfer = isOpen(cambios.traspaso, now);
  const modality = isOpen(cambios.modalidad, now);
  if (!cambios.pendiente && !transfer && !modality) return null;
  return (
    <Card variation="outlined">
      <Flex direction="column" gap="1.25rem">
        <Heading level={3} fontSize="xl">{texts.sectionTitle}</Heading>
        {cambios.pendiente ? (
          <PendingChange c={c} pending={cambios.pendiente} />
        ) : (
          <>
            {transfer && <TransferOffer c={c} rule={cambios.traspaso} />}
            {modality && <ModalityOffer c={c} rule={cambios.modalidad} />}
          </>
        )}
      </Flex>
    </Card>
  );
}
