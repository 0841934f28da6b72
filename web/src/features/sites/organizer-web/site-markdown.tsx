// An organizer's Markdown (markdown-body.tsx). The Markdown parser is the heaviest part of an organizer
// web, so it loads after the page's first render (docs/architecture.md, "First views"); meanwhile the text holds
// its place, unseen, so nothing moves when it is drawn.
import { lazy, Suspense } from 'react';

const MarkdownBody = lazy(() => import('./markdown-body').then((m) => ({ default: m.MarkdownBody })));

export function SiteMarkdown({ children }: { children: string }) {
  if (!children.trim()) return null;
  return (
    <div className="organizer-site-markdown">
      <Suspense fallback={<p style={{ visibility: 'hidden', whiteSpace: 'pre-line' }}>{children}</p>}>
        <MarkdownBody>{children}</MarkdownBody>
      </Suspense>
    </div>
  );
}
