// A photo gallery: a responsive grid of square thumbnails, loaded as they come into view.
import { rendererTexts } from './renderer-texts';
import { safeImageUrl } from './safe-url';
import type { SectionOf } from './section-types';

export function GallerySection({ section }: { section: SectionOf<'gallery'> }) {
  return (
    <ul
      aria-label={rendererTexts.gallery}
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(10rem, 100%), 1fr))', gap: '0.5rem' }}
    >
      {section.images.map((image, index) => {
        const src = safeImageUrl(image.url);
        if (!src) return null;
        return (
          <li key={index}>
            <img src={src} alt={image.alt} loading="lazy" style={{ display: 'block', width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', borderRadius: '4px' }} />
          </li>
        );
      })}
    </ul>
  );
}
