// Saving and publishing the draft: the buttons, whether the site is published, and what stopped a save
// (the schema's or the API's field problems, or another person's newer save).
import { Alert, Badge, Button, Flex, Text } from '@aws-amplify/ui-react';
import { siteEditorTexts } from '@shared/sites/site-editor-texts';
import { useUnsavedChanges } from '@web/lib/unsaved-changes';
import { useEditorZone } from './editor-event';
import { editorMoment } from './editor-moment';
import { problemText } from './site-problems';
import type { SiteDraft } from './use-site-draft';

const texts = siteEditorTexts.save;

interface SiteSaveBarProps {
  draft: SiteDraft;
  publishedAt: string | null;
  /** The revision visitors see; null while nothing is published. */
  publishedRevision: number | null;
}

export function SiteSaveBar({ draft, publishedAt, publishedRevision }: SiteSaveBarProps) {
  const canPublish = !draft.dirty && draft.revision > 0;
  // A saved draft visitors do not see yet: saved after the last publication, or never published.
  const unpublishedDraft = draft.revision > 0 && draft.revision !== publishedRevision;
  useUnsavedChanges(draft.dirty);
  const zone = useEditorZone();
  return (
    <Flex direction="column" gap="0.5rem">
      <Flex alignItems="center" gap="0.75rem" wrap="wrap">
        <Button variation="primary" onClick={draft.save.run} isLoading={draft.save.pending} isDisabled={draft.save.pending}>
          {texts.save}
        </Button>
        <Button onClick={draft.publish.run} isLoading={draft.publish.pending} isDisabled={!canPublish || draft.publish.pending}>
          {texts.publish}
        </Button>
        <Text>{publishedAt ? texts.publishedOn(editorMoment(publishedAt, zone)) : texts.unpublished}</Text>
        {unpublishedDraft && (
          <Badge variation="warning" title={texts.unpublishedDraftHint}>
            {texts.unpublishedDraft}
          </Badge>
        )}
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
              <li key={line.path + line.message}>{problemText(line, draft.content)}</li>
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
