// The convocatoria's modalities: distance, starts, and the age categories of each branch.
import { Card, Flex, Heading, Table, TableBody, TableCell, TableHead, TableRow, Text } from '@aws-amplify/ui-react';
import { useId } from 'react';
import { resultRamaLabels, siteTexts } from '@shared/results/results-texts';
import { ageRangeText, branchCategories, OPEN_AGE, SINGLE_CATEGORY } from '@shared/results/categories';
import type { Modality } from '@shared/results/event-schemas';
import { RAMAS, type Rama } from '@shared/results/ramas';
import { serieLabel } from '@shared/results/serie-label';
import { customString } from './custom-strings';

interface StringsProps {
  strings: Record<string, string>;
}

function BranchCategories({ modality, rama, strings }: StringsProps & { modality: Modality; rama: Rama }) {
  const configured = branchCategories(modality, rama);
  // A branch without categories runs as one, 'Única', for every age (docs/retos.md §5).
  const categories = configured.length > 0 ? configured : [{ ...SINGLE_CATEGORY, edadDesde: 0, edadHasta: OPEN_AGE }];
  // A heading rather than the table's caption, which Amplify's theme puts under the table.
  const labelId = useId();
  return (
    <Flex direction="column" gap="0.25rem">
      <Heading level={5} id={labelId}>
        {resultRamaLabels[rama]}
      </Heading>
      <Table size="small" variation="striped" aria-labelledby={labelId}>
        <TableHead>
          <TableRow>
            <TableCell as="th">{customString(strings, 'categoria')}</TableCell>
            <TableCell as="th">{siteTexts.ages}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {categories.map((category) => (
            <TableRow key={category.codigo}>
              <TableCell>{category.nombreCategoria}</TableCell>
              <TableCell>{ageRangeText(category)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Flex>
  );
}

function ModalityCard({ modality, strings }: StringsProps & { modality: Modality }) {
  const ramas = RAMAS.filter((rama) => modality.ramaCat[`rama_${rama}`] !== undefined);
  return (
    <Card variation="outlined">
      <Flex direction="column" gap="0.75rem">
        <Heading level={4}>{`${modality.descripcionModalidad} · ${siteTexts.distance(modality.kilometro)}`}</Heading>
        <Text>
          {`${siteTexts.starts}: `}
          {modality.hSalidas.map((start) => [serieLabel(start), start.hS.slice(11, 16)].join(' ')).join(', ')}
        </Text>
        {ramas.length > 0 && <Text fontWeight="bold">{customString(strings, 'seleccionaCategoria')}</Text>}
        {ramas.map((rama) => (
          <BranchCategories key={rama} modality={modality} rama={rama} strings={strings} />
        ))}
      </Flex>
    </Card>
  );
}

export function ModalitiesBlock({ title, modalities, strings }: StringsProps & { title: string; modalities: Modality[] }) {
  return (
    <Flex direction="column" gap="1rem">
      <Heading level={3}>{title || customString(strings, 'seleccionaModalidad')}</Heading>
      {modalities.map((modality) => (
        <ModalityCard key={modality.codigoModalidad} modality={modality} strings={strings} />
      ))}
    </Flex>
  );
}
