// The registrant detail dialog (docs/registration.md §2): 'Datos del atleta inscrito', the folio ('No asignado',
// 'Liberado'), the internal key and the tracking link, delete / restore and Print, grey when
// deleted, the personal fields and the modality block to change, and the five tabs. Deleting is
// confirmed first, as releasing a folio is; printing prints the sheet alone (print-sheet.css).
import { Button, Card, Flex, Heading, Text, View } from '@aws-amplify/ui-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MyEventAccess } from '@shared/registration/admin-permissions';
import { adminTexts } from '@shared/registration/admin-texts';
import { CORE_FIELDS, type CoreField, type RegistrantDetail } from '@shared/registration/registrant-admin-api';
import { coreFieldLabels } from '@shared/registration/registrant-changes';
import { trackingLinkTexts } from '@shared/registration/tracking-link-texts';
import type { RegistryConfig } from '@shared/registration/registry-config-schema';
import { FullScreenLayer } from '@web/components/full-screen-layer';
import { LoadingView } from '@web/components/loading-view';
import { printClasses } from '@web/components/print-sheet';
import { errorMessage } from '@web/lib/error-message';
import { editRegistrant, fetchRegistrant, registrantKey, setDeletion } from './admin-api';
import { EditableField } from './editable-field';
import { RegistrantGroup } from './registrant-group';
import { RegistrantSelection } from './registrant-selection';
import { RegistrantTabs } from './registrant-tabs';
import { fieldError, useRegistrantChange } from './use-registrant-change';

const inputTypes: Partial<Record<CoreField, 'email' | 'tel' | 'date'>> = { correo: 'email', telefono: 'tel', fechaNacimiento: 'date' };

/** The personal fields this registrant has: whole surnames, or paternal and maternal (as the API allows). */
const shownFields = (registrant: RegistrantDetail): CoreField[] =>
  CORE_FIELDS.filter((field) => {
    if (field === 'apellidos') return registrant.apellidoPaterno === undefined;
    if (field === 'apellidoPaterno' || field === 'apellidoMaterno') return registrant.apellidos === undefined && registrant.apellidoPaterno !== undefined;
    return true;
  });

const fullName = (registrant: RegistrantDetail) =>
  [registrant.nombres, registrant.apellidos ?? registrant.apellidoPaterno, registrant.apellidoMaterno].filter(Boolean).join(' ');

function folioText(registrant: RegistrantDetail): string {
  if (registrant.liberado) return adminTexts.detail.released;
  return registrant.numero === undefined ? adminTexts.detail.noFolio : String(registrant.numero);
}

interface DialogProps {
  eventId: number;
  registroId: string;
  access: MyEventAccess;
  config: RegistryConfig;
  onClose: () => void;
  /** Opens another registrant's detail: a member of the same group. */
  onOpen: (registroId: string) => void;
}

export function RegistrantDialog({ eventId, registroId, access, config, onClose, onOpen }: DialogProps) {
  const query = useQuery({ queryKey: registrantKey(eventId, registroId), queryFn: () => fetchRegistrant(eventId, registroId) });
  const change = useRegistrantChange(eventId, registroId);
  const [lastField, setLastField] = useState<string | null>(null);
  const can = (action: MyEventAccess['actions'][number]) => access.actions.includes(action);
  const registrant = query.data;

  const saveField = (field: CoreField) => (valor: string) => {
    setLastField(field);
    return change.mutateAsync(() => editRegistrant(eventId, registroId, { revision: registrant?.revision ?? 0, campo: field, valor }));
  };

  const toggleDeletion = (shown: RegistrantDetail) => {
    if (!shown.borrado && !window.confirm(adminTexts.detail.confirmDelete(fullName(shown), shown.numero))) return;
    change.mutate(() => setDeletion(eventId, registroId, shown.revision, !shown.borrado));
  };

  return (
    <FullScreenLayer className={printClasses.sheet} backgroundColor="rgba(0, 0, 0, 0.45)" style={{ zIndex: 900 }} alignItems="center" justifyContent="flex-start" overflow="auto" padding="1rem 0.5rem" role="dialog" aria-modal="true" aria-label={adminTexts.detail.title}>
      <Card
        variation="elevated"
        width="100%"
        maxWidth="60rem"
        backgroundColor={registrant?.borrado ? 'neutral.20' : 'background.primary'}
        data-testid="registrant-dialog"
      >
        <Flex justifyContent="space-between" alignItems="flex-start" wrap="wrap" gap="0.5rem">
          <Heading level={2} fontSize="xl">{adminTexts.detail.title}</Heading>
          <Flex gap="0.5rem" wrap="wrap" className={printClasses.hidden}>
            {registrant && can('delete') && !registrant.liberado && (
              <Button size="small" variation={registrant.borrado ? 'primary' : 'destructive'} isLoading={change.isPending} onClick={() => toggleDeletion(registrant)}>
                {registrant.borrado ? adminTexts.detail.restore : adminTexts.detail.delete}
              </Button>
            )}
            {registrant?.liberado && <Text color="font.error">{adminTexts.toasts.released}</Text>}
            <Button size="small" onClick={() => window.print()}>
              {adminTexts.detail.print}
            </Button>
            <Button size="small" onClick={onClose}>
              {adminTexts.detail.close}
            </Button>
          </Flex>
        </Flex>
        {query.error ? (
          <Text color="font.error">{errorMessage(query.error)}</Text>
        ) : !registrant ? (
          <LoadingView />
        ) : (
          <Flex direction="column" gap="1rem" marginTop="0.5rem">
            <Flex rowGap="0.25rem" columnGap="2rem" wrap="wrap">
              <Text>
                {adminTexts.detail.folio}: <strong data-testid="registrant-folio">{folioText(registrant)}</strong>
              </Text>
              <Text fontSize="small" color="font.tertiary">
                {adminTexts.detail.key}: {registrant.registroId}
              </Text>
              <Text fontSize="small" color="font.tertiary">
                {trackingLinkTexts.registrantLink}: {registrant.tkl}
              </Text>
            </Flex>
            <View>
              <Heading level={3} fontSize="large">{adminTexts.detail.personal}</Heading>
              <Flex direction="column" gap="0.75rem" marginTop="0.5rem">
                {shownFields(registrant).map((field) => (
                  <EditableField
                    key={field}
                    label={coreFieldLabels[field]}
                    value={registrant[field] ?? ''}
                    type={inputTypes[field]}
                    canEdit={can('editFields') && !registrant.borrado}
                    busy={change.isPending && lastField === field}
                    error={lastField === field ? fieldError(change.error, field) : undefined}
                    onSave={saveField(field)}
                  />
                ))}
              </Flex>
            </View>
            <RegistrantGroup registrant={registrant} onOpen={onOpen} />
            <RegistrantSelection eventId={eventId} registrant={registrant} canMove={can('move') && !registrant.borrado} change={change} />
            <RegistrantTabs eventId={eventId} registrant={registrant} config={config} access={access} change={change} lastField={lastField} onField={setLastField} />
          </Flex>
        )}
      </Card>
    </FullScreenLayer>
  );
}
