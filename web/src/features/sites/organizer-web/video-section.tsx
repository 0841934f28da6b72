// A YouTube (privacy-enhanced domain) or Vimeo video by its id, in a 16:9 frame.
import { rendererTexts } from './renderer-texts';
import type { SectionOf } from './section-types';

const VIDEO_ID = /^[A-Za-z0-9_-]{5,20}$/;

export function videoEmbedUrl(provider: SectionOf<'video'>['provider'], videoId: string): string | null {
  if (!VIDEO_ID.test(videoId)) return null;
  if (provider === 'youtube') return `https://www.youtube-nocookie.com/embed/${videoId}`;
  if (provider === 'vimeo') return `https://player.vimeo.com/video/${videoId}`;
  return null;
}

export function VideoSection({ section }: { section: SectionOf<'video'> }) {
  const src = videoEmbedUrl(section.provider, section.videoId);
  if (!src) return null;
  return (
    <div style={{ position: 'relative', width: '100%', aspectRatio: '16 / 9' }}>
      <iframe
        src={src}
        title={section.title || rendererTexts.video}
        loading="lazy"
        allow="fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
      />
    </div>
  );
}
