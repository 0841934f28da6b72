// The detail dialog's five tabs (docs/registration.md §2): Campos Adicionales (editable), Detalle Compra, Detalle
// Pago, Correos enviados (with the confirmation resend) and Cambios (with the undo of an athlete's change).
import { Button, Flex, Tabs, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import type { MyEventAccess } from '@shared/registration/admin-permissions';
import { adminTexts } from '@shared/registration/admin-texts';
import { staffEditableFields, valueText } from '@shared/registration/form-fields';
import { hiddenFields } from '@shared/registration/hidden-fields';
import { changeTexts } from '@shared/registration/change-texts';
import { moneyText } from '@shared/registration/money-text';
import { CHANGE_ACTIONS } from '@shared/registration/registrant-changes';
import type { RegistrantDetail } from '@shared/registration/registrant-admin-api';
import type { FormField, RegistryConfig } from '@shared/registration/registry-config-schema';
import { registrationTexts } from '@shared/registration/registration-texts';
import { printClasses } from '@web/components/print-sheet';
import { ScrollingTabList } from '@web/components/scrolling-tab-list';
import { useEventDetail } from '@web/lib/event-detail';
import { editRegistrant, resendConfirmation, undoRegistrationChange } from './admin-api';
import { DashboardTable } from './dashboard-table';
import { EditableField, type FieldChoice } from './editable-field';
import { fieldError, type useRegistrantChange } from './use-registrant-change';

interface TabsProps {
  eventId: number;
  registrant: RegistrantDetail;
  config: RegistryConfig;
  access: MyEventAccess;
  change: ReturnType<typeof useRegistrantChange>;
  lastField: string | null;
  onField: (field: string) => void;
}

const dateText = (iso: string | undefined) => (iso && !Number.isNaN(Date.parse(iso)) ? new Date(iso).toLocaleString('es-MX') : (iso ?? ''));

function choicesOf(field: FormField): FieldChoice[] | undefined {
  if (field.tipoCampo === 'checkbox') return [{ value: '', label: '—' }, { value: 'true', label: registrationTexts.checked }];
  if (field.tipoCampo === 'Select' || field.tipoCampo === 'radio') return [{ value: '', label: '—' }, ...field.valor.map((option) => ({ value: option.valor, label: option.texto }))];
  return undefined;
}

/** The input's text as the value the field stores: a tick as true, a number as a number. */
function typedValue(field: FormField, text: string): string | number | boolean {
  if (field.tipoCampo === 'checkbox') return text === 'true';
  if (field.tipoCampo === 'number' && text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
  return text;
}

function AdditionalFields({ eventId, registrant, config, access, change, lastField, onField }: TabsProps) {
  const modalidades = useEventDetail(eventId).data?.sections.modalidades ?? [];
  // The API leaves out what the caller's profile may not see; its fields are not drawn empty either.
  const hidden = hiddenFields(config, modalidades, access.access);
  const fields = staffEditableFields(config, modalidades, registrant.modalidad).filter((field) => !hidden.campos.has(field.iDCampo));
  if (fields.length === 0) return <Text>{adminTexts.detail.noAdditional}</Text>;
  return (
    <Flex direction="column" gap="0.75rem">
      {fields.map((field) => {
        const value = registrant.campos[field.iDCampo];
        const key = `campos.${field.iDCampo}`;
        return (
          <EditableField
            key={field.iDCampo}
            label={field.etiqueta || field.campo}
            value={value === undefined || value === false ? '' : String(value)}
            shown={value === undefined || value === false ? '' : valueText(field, value)}
            type={field.tipoCampo === 'number' ? 'number' : field.tipoCampo === 'date' ? 'date' : 'text'}
            choices={choicesOf(field)}
            maxLength={field.longitud}
            canEdit={access.actions.includes('editFields') && !registrant.borrado}
            busy={change.isPending && lastField === key}
            error={lastField === key ? fieldError(change.error, key) : undefined}
            onSave={(text) => {
              onField(key);
              return change.mutateAsync(() => editRegistrant(eventId, registrant.registroId, { revision: registrant.revision, campoAdicional: field.iDCampo, valor: typedValue(field, text) }));
            }}
          />
        );
      })}
    </Flex>
  );
}

function Purchase({ registrant }: { registrant: RegistrantDetail }) {
  const { order } = registrant;
  const columns = adminTexts.detail.purchaseColumns;
  return (
    <DashboardTable
      title={adminTexts.detail.tabs.compra}
      columns={[columns.name, columns.description, columns.quantity, columns.price]}
      rows={[
        ...order.lines.map((line, index) => ({ key: `${line.code}-${index}`, cells: [line.name, line.description, line.quantity, moneyText(line.unit_price * line.quantity, order.moneda)] })),
        { key: 'total', cells: [adminTexts.detail.total, '', '', moneyText(order.total, order.moneda)] },
      ]}
    />
  );
}

function Payment({ registrant }: { registrant: RegistrantDetail }) {
  const { statusPago } = registrant;
  const detail = adminTexts.detail;
  const rows: [string, string][] = [
    [detail.paymentDate, dateText(statusPago.fechaPago)],
    [detail.registrationMethod, statusPago.formaInscripcion],
    [detail.paymentMethod, adminTexts.formasPago[statusPago.formaPago] ?? statusPago.formaPago],
    ...(statusPago.idOperacion && statusPago.idOperacion !== '0' ? ([[detail.operation, statusPago.idOperacion]] as [string, string][]) : []),
  ];
  return (
    <Flex direction="column" gap="0.5rem">
      {rows.map(([label, value]) => (
        <Text key={label}>
          <strong>{label}:</strong> {value}
        </Text>
      ))}
    </Flex>
  );
}

function Mails({ eventId, registrant, access, change }: TabsProps) {
  const columns = adminTexts.detail.mailColumns;
  const canResend = access.actions.includes('resendMail') && registrant.statusPago.status === 'ok';
  return (
    <Flex direction="column" gap="0.75rem">
      {registrant.mails.length === 0 ? (
        <Text>{adminTexts.detail.noMails}</Text>
      ) : (
        <DashboardTable
          title={adminTexts.detail.tabs.correos}
          columns={[columns.date, columns.subject, columns.type]}
          rows={registrant.mails.map((mail, index) => ({ key: `${mail.date}-${index}`, cells: [dateText(mail.date), mail.subject, adminTexts.mailTypes[mail.tipoCorreo] ?? String(mail.tipoCorreo)] }))}
        />
      )}
      {canResend && (
        <Flex alignItems="center" gap="0.75rem" wrap="wrap" className={printClasses.hidden}>
          {/* The question is the confirmation: its one answer sends the mail. */}
          <Text>{adminTexts.detail.resendQuestion}</Text>
          <Button size="small" variation="primary" isLoading={change.isPending} onClick={() => change.mutate(() => resendConfirmation(eventId, registrant.registroId))}>
            {adminTexts.detail.resendYes}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}

/**
 * The athlete's change staff may undo (docs/registrant-admin.md, Changes by the athlete): the latest
 * one, while not undone; an older one is undone only after it.
 */
const undoableChanges = (registrant: RegistrantDetail) => {
  const undone = new Set(registrant.changesRegistry.filter((entry) => entry.action === CHANGE_ACTIONS.cambioDeshecho).map((entry) => entry.cambioId));
  const byAthlete: number[] = [CHANGE_ACTIONS.traspaso, CHANGE_ACTIONS.cambioModalidad];
  const latest = registrant.changesRegistry.filter((entry) => byAthlete.includes(entry.action) && entry.cambioId && !undone.has(entry.cambioId)).at(-1);
  return new Set(latest ? [latest.cambioId] : []);
};

function Changes({ eventId, registrant, access, change }: TabsProps) {
  const columns = adminTexts.detail.changeColumns;
  if (registrant.changesRegistry.length === 0) return <Text>{adminTexts.detail.noChanges}</Text>;
  const undoable = access.actions.includes('move') && !registrant.borrado ? undoableChanges(registrant) : new Set<string | undefined>();
  const undo = (cambioId: string) => {
    if (window.confirm(changeTexts.undoConfirm)) change.mutate(() => undoRegistrationChange(eventId, registrant.registroId, cambioId, registrant.revision));
  };
  // The undo column shows only when there is an athlete's change to undo.
  const withUndo = undoable.size > 0;
  return (
    <DashboardTable
      title={adminTexts.detail.tabs.cambios}
      columns={[columns.date, columns.user, columns.type, columns.description, ...(withUndo ? [columns.undo] : [])]}
      rows={registrant.changesRegistry.map((entry, index) => ({
        key: `${entry.date}-${index}`,
        cells: [
          dateText(entry.date),
          `${entry.nombresUser} ${entry.apellidosUser}`.trim(),
          adminTexts.actions[entry.action] ?? String(entry.action),
          entry.description,
          ...(withUndo
            ? [
                entry.cambioId && undoable.has(entry.cambioId) ? (
                  <Button size="small" className={printClasses.hidden} isLoading={change.isPending} onClick={() => undo(entry.cambioId ?? '')}>
                    {changeTexts.undo}
                  </Button>
                ) : (
                  ''
                ),
              ]
            : []),
        ],
      }))}
    />
  );
}

export function RegistrantTabs(props: TabsProps) {
  const tabs = adminTexts.detail.tabs;
  const [current, setCurrent] = useState<string>('campos');
  // On paper every tab prints, one after the other; those without a titled table get their name.
  return (
    <Tabs.Container value={current} onValueChange={setCurrent}>
      <ScrollingTabList current={current}>
        {(Object.keys(tabs) as (keyof typeof tabs)[]).map((tab) => (
          <Tabs.Item key={tab} value={tab}>
            {tabs[tab]}
          </Tabs.Item>
        ))}
      </ScrollingTabList>
      <Tabs.Panel value="campos" paddingTop="0.75rem" data-print-title={tabs.campos}>
        <AdditionalFields {...props} />
      </Tabs.Panel>
      <Tabs.Panel value="compra" paddingTop="0.75rem">
        <Purchase registrant={props.registrant} />
      </Tabs.Panel>
      <Tabs.Panel value="pago" paddingTop="0.75rem" data-print-title={tabs.pago}>
        <Payment registrant={props.registrant} />
      </Tabs.Panel>
      <Tabs.Panel value="correos" paddingTop="0.75rem">
        <Mails {...props} />
      </Tabs.Panel>
      <Tabs.Panel value="cambios" paddingTop="0.75rem">
        <Changes {...props} />
      </Tabs.Panel>
    </Tabs.Container>
  );
}
