// The admin screen's 'Web del evento' tab (docs/retos.md §3 Organizer web): the editing controls on the
// left and a live preview of the chosen page on the right (below on narrow screens), with saving,
// publishing and the site's addresses.
import { Divider, Flex, Grid, Heading, Text, View } from '@aws-amplify/ui-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import type { SiteEditorView } from '@shared/sites/site-api';
import type { EventSummary } from '@shared/results/event-schemas';
import { siteEditorTexts } from '@shared/sites/site-editor-texts';
import { LoadingView } from '@web/components/loading-view';
import { errorMessage } from '@web/lib/error-message';
import { useEventDetail } from '@web/lib/event-detail';
import { renderPlatformSection } from '../organizer-web/platform-sections';
import { SitePage } from '../organizer-web/site-page';
import { EditorEventContext } from './editor-event';
import { HostsPanel } from './hosts-panel';
import { PageEditor } from './page-editor';
import { PagePicker } from './page-picker';
import { HOME_PAGE, type PageKey } from './site-draft';
import { fetchSiteEditor, siteEditorKey } from './site-editor-api';
import { SiteSaveBar } from './site-save-bar';
import { SiteSettingsFields } from './site-settings-fields';
import { useSiteDraft } from './use-site-draft';

export function SiteEditor({ eventId }: { eventId: number }) {
  const view = useQuery({ queryKey: siteEditorKey(eventId), queryFn: () => fetchSiteEditor(eventId) });
  const detail = useEventDetail(eventId);
  if (view.error || detail.error) return <Text color="font.error">{errorMessage(view.error ?? detail.error)}</Text>;
  if (!view.data || !detail.data) return <LoadingView />;
  return <LoadedEditor eventId={eventId} view={view.data} event={detail.data.event} />;
}

/** The preview's links would leave the editor and lose what is typed: they are drawn, not followed. */
function stayOnEditor(event: MouseEvent<HTMLElement>) {
  if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
}

function LoadedEditor({ eventId, view, event }: { eventId: number; view: SiteEditorView; event: EventSummary }) {
  const draft = useSiteDraft(eventId, view, event.nombreEvento);
  const [page, setPage] = useState<PageKey>(HOME_PAGE);
  const context = { eventId, fechaEvento: event.fechaEvento, horaEvento: event.horaEvento, zonaHoraria: event.zonaHoraria };
  return (
    <EditorEventContext.Provider value={{ eventId, zone: event.zonaHoraria }}>
      <Flex direction="column" gap="1rem">
        <SiteSaveBar draft={draft} publishedAt={view.publishedAt} publishedRevision={view.publishedRevision} />
        <Grid templateColumns={{ base: '1fr', large: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="1.5rem">
          <Flex direction="column" gap="1rem">
            <Heading level={2} fontSize="xl">{siteEditorTexts.site.heading}</Heading>
            <SiteSettingsFields content={draft.content} onChange={draft.setContent} />
            <Divider />
            <PagePicker content={draft.content} selected={page} onSelect={setPage} onChange={draft.setContent} />
            <PageEditor key={page} content={draft.content} page={page} context={context} onChange={draft.setContent} />
          </Flex>
          <View as="section" aria-label={siteEditorTexts.preview} border="1px solid" borderColor="border.primary" borderRadius="small" overflow="auto" maxHeight="90vh" onClickCapture={stayOnEditor}>
            <SitePage content={draft.content} eventId={eventId} page={page || undefined} renderPlatformSection={renderPlatformSection} preview />
          </View>
        </Grid>
        <Divider />
        <HostsPanel eventId={eventId} hosts={view.hosts} />
      </Flex>
    </EditorEventContext.Provider>
  );
}
