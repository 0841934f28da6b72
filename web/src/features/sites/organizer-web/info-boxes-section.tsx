// Info boxes in the spec's three kinds: text and image (image above), price (the price stands out),
// and text and image 2 (image beside the text, alternating sides). Bodies are plain text.
import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import type { CSSProperties } from 'react';
import { safeImageUrl } from './safe-url';
import type { SectionOf } from './section-types';
import { SiteLink } from './site-link';

type Box = SectionOf<'infoBoxes'>['boxes'][number];
type Kind = SectionOf<'infoBoxes'>['kind'];

const cardStyle: CSSProperties = {
  border: '1px solid color-mix(in srgb, currentColor 20%, transparent)',
  borderRadius: '8px',
  padding: '1rem',
  boxSizing: 'border-box',
  minWidth: 0,
  overflowWrap: 'anywhere',
};

function BoxImage({ url }: { url: string }) {
  const src = safeImageUrl(url);
  // The box's title says what it is about: the picture is decoration.
  return src ? <img src={src} alt="" loading="lazy" style={{ display: 'block', width: '100%', height: 'auto', borderRadius: '4px' }} /> : null;
}

function BoxText({ box, price }: { box: Box; price?: boolean }) {
  return (
    <Flex direction="column" gap="0.5rem" alignItems={price ? 'center' : 'stretch'} textAlign={price ? 'center' : undefined}>
      {box.title && <Heading level={3}>{box.title}</Heading>}
      {price && box.price && (
        <Text fontSize="2rem" fontWeight="bold" color="var(--site-primary)">
          {box.price}
        </Text>
      )}
      {box.body && <Text whiteSpace="pre-line">{box.body}</Text>}
      {box.button && (
        <div>
          <SiteLink url={box.button.url} look="button">
            {box.button.text}
          </SiteLink>
        </div>
      )}
    </Flex>
  );
}

function InfoBox({ box, kind, index }: { box: Box; kind: Kind; index: number }) {
  if (kind === 'textImage2') {
    return (
      <div style={{ ...cardStyle, display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'center', flexDirection: index % 2 ? 'row-reverse' : 'row' }}>
        {box.image && (
          <div style={{ flex: '1 1 14rem', minWidth: 0 }}>
            <BoxImage url={box.image} />
          </div>
        )}
        <div style={{ flex: '2 1 14rem', minWidth: 0 }}>
          <BoxText box={box} />
        </div>
      </div>
    );
  }
  return (
    <div style={{ ...cardStyle, display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
      <BoxImage url={box.image} />
      <BoxText box={box} price={kind === 'price'} />
    </div>
  );
}

export function InfoBoxesSection({ section }: { section: SectionOf<'infoBoxes'> }) {
  const columns = section.kind === 'textImage2' ? '1fr' : 'repeat(auto-fit, minmax(min(14rem, 100%), 1fr))';
  return (
    <div style={{ display: 'grid', gridTemplateColumns: columns, gap: '1rem' }}>
      {section.boxes.map((box, index) => (
        <InfoBox key={index} box={box} kind={section.kind} index={index} />
      ))}
    </div>
  );
}
