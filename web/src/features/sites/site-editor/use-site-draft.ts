// The draft being edited and its saving: the content typed so far, the revision it was loaded on,
// whether it differs from what was saved, and the PUT and publication calls. A 409 keeps everything
// typed; only 'reload' replaces it with the stored site.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { SiteEditorView } from '@shared/sites/site-api';
import { siteContentSchema, type SiteContent } from '@shared/sites/site-schema';
import { siteEditorTexts } from '@shared/sites/site-editor-texts';
import { ApiError } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/error-message';
import { useToast } from '@web/lib/toasts';
import { newSiteContent } from './new-site';
import { fetchSiteEditor, publishSite, saveSiteDraft, siteEditorKey } from './site-editor-api';
import { issueLines, serverProblemLines, type ProblemLine } from './site-problems';

interface Loaded {
  content: SiteContent;
  /**
   * What the editor started from or last saved, compared by reference: any edit makes a new object.
   * For a new site it is the starting document, so nothing is 'unsaved' before the first edit.
   */
  base: SiteContent;
  revision: number;
}

function loadedFrom(view: SiteEditorView, siteName: string): Loaded {
  const content = view.draft ?? newSiteContent(siteName);
  return { content, base: content, revision: view.revision };
}

export function useSiteDraft(eventId: number, view: SiteEditorView, siteName: string) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [loaded, setLoaded] = useState(() => loadedFrom(view, siteName));
  const [problems, setProblems] = useState<ProblemLine[]>([]);
  const [conflict, setConflict] = useState<string | null>(null);
  // A double click arrives before the disabled button is drawn: the ref, not the render, refuses it.
  const inFlight = useRef(false);
  const once = (run: () => Promise<unknown>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    void run()
      .catch(() => undefined)
      .finally(() => (inFlight.current = false));
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: siteEditorKey(eventId) });

  const save = useMutation({
    mutationFn: (content: SiteContent) => saveSiteDraft(eventId, loaded.revision, content),
    onSuccess: ({ revision }, content) => {
      setLoaded((now) => ({ ...now, base: content, revision }));
      toast(siteEditorTexts.save.saved);
      void refresh();
    },
    onError: (error) => {
      const fields = serverProblemLines(error);
      if (fields) setProblems(fields);
      else if (error instanceof ApiError && error.status === 409) setConflict(errorMessage(error));
      else toast(errorMessage(error));
    },
  });

  const publish = useMutation({
    mutationFn: () => publishSite(eventId, loaded.revision),
    onSuccess: () => {
      toast(siteEditorTexts.save.published);
      void refresh();
    },
    onError: (error) => toast(errorMessage(error)),
  });

  const reload = useMutation({
    mutationFn: () => queryClient.fetchQuery({ queryKey: siteEditorKey(eventId), queryFn: () => fetchSiteEditor(eventId), staleTime: 0 }),
    onSuccess: (fresh) => {
      setLoaded(loadedFrom(fresh, siteName));
      setConflict(null);
      setProblems([]);
    },
    onError: (error) => toast(errorMessage(error)),
  });

  function submit() {
    const check = siteContentSchema.safeParse(loaded.content);
    setProblems(check.success ? [] : issueLines(check.error.issues));
    setConflict(null);
    if (check.success) once(() => save.mutateAsync(loaded.content));
  }

  return {
    content: loaded.content,
    setContent: (content: SiteContent) => setLoaded((now) => ({ ...now, content })),
    revision: loaded.revision,
    dirty: loaded.content !== loaded.base,
    problems,
    conflict,
    save: { run: submit, pending: save.isPending },
    publish: { run: () => once(() => publish.mutateAsync()), pending: publish.isPending },
    reload: { run: () => reload.mutate(), pending: reload.isPending },
  };
}

export type SiteDraft = ReturnType<typeof useSiteDraft>;
