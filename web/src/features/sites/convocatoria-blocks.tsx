// The convocatoria's blocks (docs/results.md §2 screen 9): text, array, link, image, place, modalities.
import { Flex, Heading, Image, Link, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { siteTexts } from '@shared/results/results-texts';
import type { Modality } from '@shared/results/event-schemas';
import type { convocatoriaBlockSchema } from '@shared/results/page-schemas';
import { ModalitiesBlock } from './modalities-block';

type Block = z.infer<typeof convocatoriaBlockSchema>;

function mapUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps?q=${lat},${lng}`;
}

/** The page is already headed 'Convocatoria': organizers often title their first block the same. */
function repeatsPageTitle(title: string): boolean {
  return title.trim().toLocaleLowerCase('es-MX') === siteTexts.convocatoriaTitle.toLocaleLowerCase('es-MX');
}

function Titled({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex direction="column" gap="0.5rem">
      {title && !repeatsPageTitle(title) && <Heading level={3}>{title}</Heading>}
      {children}
    </Flex>
  );
}

interface BlockProps {
  block: Block;
  modalities: Modality[];
  strings: Record<string, string>;
}

export function ConvocatoriaBlock({ block, modalities, strings }: BlockProps) {
  switch (block.type) {
    case 'text':
      return (
        <Titled title={block.title}>
          <Text whiteSpace="pre-line">{block.text}</Text>
        </Titled>
      );
    case 'array':
      return (
        <Titled title={block.title}>
          <ul>
            {block.items.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        </Titled>
      );
    case 'link':
      return (
        <Link href={block.url} isExternal>
          {block.text}
        </Link>
      );
    case 'image':
      return <Image src={block.url} alt={block.alt} maxWidth="100%" />;
    case 'place':
      return (
        <Titled title={block.name}>
          <Link href={mapUrl(block.lat, block.lng)} isExternal>
            {siteTexts.mapLink}
          </Link>
        </Titled>
      );
    case 'modalities':
      return <ModalitiesBlock title={block.title} modalities={modalities} strings={strings} />;
  }
}
