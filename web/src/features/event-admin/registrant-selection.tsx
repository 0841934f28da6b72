// The block to change a registrant's modality, branch and category (docs/registration.md §2): any category of the
// chosen branch of the event's modalities; saved together ('Cambios Guardados').
import { Button, Flex, Heading, SelectField, Text, View } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { adminTexts } from '@shared/registration/admin-texts';
import type { RegistrantDetail } from '@shared/registration/registrant-admin-api';
import { branchCategories } from '@shared/results/categories';
import { RAMAS, type Rama } from '@shared/results/ramas';
import { resultRamaLabels } from '@shared/results/results-texts';
import { useEventDetail } from '@web/lib/event-detail';
import { moveRegistrant } from './admin-api';
import type { useRegistrantChange } from './use-registrant-change';
import { printClasses } from '@web/components/print-sheet';

interface SelectionProps {
  eventId: number;
  registrant: RegistrantDetail;
  canMove: boolean;
  change: ReturnType<typeof useRegistrantChange>;
}

export function RegistrantSelection({ eventId, registrant, canMove, change }: SelectionProps) {
  const modalities = useEventDetail(eventId).data?.sections.modalidades ?? [];
  const [modalidad, setModalidad] = useState(registrant.modalidad);
  const [rama, setRama] = useState<Rama>(registrant.rama);
  const [categoria, setCategoria] = useState(registrant.categoria);
  const modality = modalities.find((candidate) => candidate.codigoModalidad === modalidad);
  const categories = modality ? branchCategories(modality, rama) : [];
  const ramas = modality ? RAMAS.filter((candidate) => modality.ramaCat[`rama_${candidate}`] !== undefined) : [];

  if (!canMove) {
    return (
      <View>
        <Heading level={2} fontSize="large">{adminTexts.detail.selection}</Heading>
        <Text>
          {registrant.descripcionModalidad} · {resultRamaLabels[registrant.rama]} · {registrant.nombreCategoria}
        </Text>
      </View>
    );
  }
  const unchanged = modalidad === registrant.modalidad && rama === registrant.rama && categoria === registrant.categoria;
  return (
    <View>
      <Heading level={2} fontSize="large">{adminTexts.detail.selection}</Heading>
      <Flex wrap="wrap" gap="0.75rem" alignItems="flex-end" marginTop="0.5rem">
        <SelectField
          label={adminTexts.detail.modality}
          value={modalidad}
          onChange={(event) => {
            setModalidad(event.target.value);
            setCategoria(-1);
          }}
        >
          {modalities.map((candidate) => (
            <option key={candidate.codigoModalidad} value={candidate.codigoModalidad}>
              {candidate.descripcionModalidad}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={adminTexts.detail.branch}
          value={rama}
          onChange={(event) => {
            setRama(event.target.value as Rama);
            setCategoria(-1);
          }}
        >
          {ramas.map((candidate) => (
            <option key={candidate} value={candidate}>
              {resultRamaLabels[candidate]}
            </option>
          ))}
        </SelectField>
        <SelectField label={adminTexts.detail.category} value={String(categoria)} placeholder={adminTexts.detail.chooseCategory} onChange={(event) => setCategoria(Number(event.target.value))}>
          {categories.map((candidate) => (
            <option key={candidate.codigo} value={candidate.codigo}>
              {candidate.nombreCategoria}
            </option>
          ))}
        </SelectField>
        <Button
          size="small"
          variation="primary"
          className={printClasses.hidden}
          isDisabled={unchanged || categoria < 0}
          isLoading={change.isPending}
          onClick={() => change.mutate(() => moveRegistrant(eventId, registrant.registroId, { revision: registrant.revision, codigoModalidad: modalidad, rama, codigoCategoria: categoria }))}
        >
          {adminTexts.detail.saveSelection}
        </Button>
      </Flex>
    </View>
  );
}
