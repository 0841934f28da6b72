// Saving and publishing the draft: the buttons, whether the site is published, and what stopped a save
// (the schema's or the API's field problems, or another person's newer save).
import { Alert, Button, Flex, Text } from '@aws-amplify/ui-react';
import { siteEditorTexts } from '@shared/sites/site-editor-texts';
import { problemText } from './site-problems';
import type { SiteDraft } from './use-site-draft';

const texts = siteEditorTexts.save;
const dateFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Mexico_City' });

export function SiteSaveBar({ draft, publishedAt }: { draft: SiteDraft; publishedAt: string | null }) {
  const canPublish = !draft.dirty && draft.revision > 0;
  return (
    <Flex direction="column" gap="0.5rem">
      <Flex alignItems="center" gap="0.75rem" wrap="wrap">
        <Button variation="primary" onClick={draft.save.run} isLoading={draft.save.pending} isDisabled={draft.save.pending}>
          {texts.save}
        </Button>
        <Button onClick={draft.publish.run} isLoading={draft.publish.pending} isDisabled={!canPublish || draft.publish.pending}>
          {texts.publish}
        </Button>
        <Text>{publishedAt ? texts.publishedOn(dateFormat.format(new Date(publishedAt))) : texts.unpublished}</Text>
      </Flex>
      {draft.dirty && (
        <Text fontSize="small" color="font.warning">
          {texts.unsaved}. {texts.saveFirst}
        </Text>
      )}
      {draft.problems.length > 0 && (
        <Alert variation="error" heading={texts.problems}>
          <ul>
            {draft.problems.map((line) => (
              <li key={problemText(line)}>{problemText(line)}</li>
            ))}
          </ul>
        </Alert>
      )}
      {draft.conflict && (
        <Alert variation="warning">
          <Flex direction="column" gap="0.5rem">
            <Text>{draft.conflict}</Text>
            <Button size="small" alignSelf="flex-start" onClick={draft.reload.run} isLoading={draft.reload.pending}>
              {texts.reload}
            </Button>
          </Flex>
        </Alert>
      )}
    </Flex>
  );
}
