// A modality's branches (ramaCat: varonil, femenil, mixta), each present or not, with its categories.
import { Button, Card, Flex } from '@aws-amplify/ui-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { RAMAS } from '@shared/results/ramas';
import { sectionFormTexts } from '@shared/results/section-form-texts';
import { SectionHeading } from '@web/components/section-heading';
import { CategoriesEditor } from './categories-editor';

const texts = sectionFormTexts.modalities;

function Branch({ path, title, modalityPath }: { path: string; title: string; modalityPath: string }) {
  const { setValue } = useFormContext();
  const present = useWatch({ name: path }) !== undefined;
  if (!present) {
    return (
      <Button size="small" alignSelf="flex-start" onClick={() => setValue(path, { categorias: [] }, { shouldDirty: true })}>
        {texts.addBranch(title)}
      </Button>
    );
  }
  return (
    <Card variation="outlined">
      <Flex direction="column" gap="0.75rem">
        <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="0.5rem">
          <SectionHeading>{title}</SectionHeading>
          <Button size="small" variation="warning" onClick={() => setValue(path, undefined, { shouldDirty: true })}>
            {texts.removeBranch}
          </Button>
        </Flex>
        <CategoriesEditor path={`${path}.categorias`} modalityPath={modalityPath} />
      </Flex>
    </Card>
  );
}

/** modalityPath: the modality whose ramaCat these are. */
export function ModalityBranches({ modalityPath }: { modalityPath: string }) {
  const path = `${modalityPath}.ramaCat`;
  return (
    <Flex direction="column" gap="0.75rem">
      {RAMAS.map((rama) => (
        <Branch key={rama} path={`${path}.rama_${rama}`} title={texts.branches[`rama_${rama}`]} modalityPath={modalityPath} />
      ))}
    </Flex>
  );
}
