// Draws one section by its component; platform sections go through the app's slot.
import type { SiteSection } from '@shared/sites/site-schema';
import { CountdownSection } from './countdown-section';
import { FooterSection } from './footer-section';
import { GallerySection } from './gallery-section';
import { HeaderSection } from './header-section';
import { BannerSection, ImageSection } from './image-sections';
import { InfoBoxesSection } from './info-boxes-section';
import { InsertViewSection } from './insert-view-section';
import { DownloadSection, NotFoundSection, SpaceSection } from './simple-sections';
import { useSite } from './site-context';
import { SocialMediaSection } from './social-media-section';
import { TextWithTitleSection, TitleSection } from './text-sections';
import { VideoSection } from './video-section';

export function SectionView({ section }: { section: SiteSection }) {
  const { renderPlatformSection } = useSite();
  switch (section.component) {
    case 'banner':
      return <BannerSection section={section} />;
    case 'space':
      return <SpaceSection section={section} />;
    case 'header':
      return <HeaderSection section={section} />;
    case 'image':
      return <ImageSection section={section} />;
    case 'title':
      return <TitleSection section={section} />;
    case 'textWithTitle':
      return <TextWithTitleSection section={section} />;
    case 'infoBoxes':
      return <InfoBoxesSection section={section} />;
    case 'footer':
      return <FooterSection section={section} />;
    case 'socialMedia':
      return <SocialMediaSection section={section} />;
    case 'gallery':
      return <GallerySection section={section} />;
    case 'video':
      return <VideoSection section={section} />;
    case 'countdown':
      return <CountdownSection section={section} />;
    case 'download':
      return <DownloadSection section={section} />;
    case 'insertView':
      return <InsertViewSection section={section} />;
    case 'notFound':
      return <NotFoundSection />;
    case 'form':
    case 'registration':
    case 'eventList':
    case 'eventWeb':
    case 'resultView':
    case 'results':
      return renderPlatformSection ? <>{renderPlatformSection(section)}</> : null;
  }
}
