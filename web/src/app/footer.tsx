// The static footer (docs/results.md §1, docs/design.md): the brand and its about text, the public
// sections, the contact links and the year's line, on the ink surface.
import { Divider, Flex, Link, Text, View } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { aboutTexts, footerTexts } from '@shared/core/page-texts';
import { brand, navLabels } from '@shared/core/messages';
import { BrandLogo } from '@web/components/brand-logo';

const sectionLinks = [
  { to: '/proximos-eventos/', label: navLabels.upcomingEvents },
  { to: '/resultados/', label: navLabels.results },
  { to: '/live/', label: navLabels.live },
  { to: '/retos/', label: navLabels.retos },
];

const aboutLinks = [
  { to: '/nosotros', label: aboutTexts.title },
  { to: '/servicios', label: navLabels.services },
  { to: '/politicas-privacidad', label: navLabels.privacy },
];

function LinkColumn({ title, links, children }: { title: string; links: readonly { to: string; label: string }[]; children?: ReactNode }) {
  return (
    <Flex direction="column" gap="0.5rem" minWidth="10rem">
      {/* A label, not a heading: the footer sits under every page and must not break its heading order. */}
      <Text as="span" fontWeight="bold" color="font.inverse">
        {title}
      </Text>
      {children}
      {links.map((link) => (
        <Link key={link.to} as={RouterLink} to={link.to} color="neutral.40">
          {link.label}
        </Link>
      ))}
    </Flex>
  );
}

export function Footer() {
  return (
    <View as="footer" backgroundColor="neutral.100" padding="2.5rem 1rem 1.5rem">
      <Flex direction="column" gap="1.5rem" maxWidth="1120px" margin="0 auto">
        <Flex wrap="wrap" gap="2rem" justifyContent="space-between">
          <Flex direction="column" gap="0.75rem" maxWidth="380px">
            <Flex alignItems="center" gap="0.5rem">
              <BrandLogo size={36} decorative />
              <Text as="span" color="font.inverse" fontWeight="extrabold" fontSize="1.25rem">
                {brand.name}
              </Text>
            </Flex>
            <Text color="neutral.40">{footerTexts.about}</Text>
          </Flex>
          <Flex wrap="wrap" gap="2rem 3rem">
            <LinkColumn title={footerTexts.exploreTitle} links={sectionLinks} />
            <LinkColumn title={footerTexts.contactTitle} links={aboutLinks}>
              <Link href={`mailto:${brand.contactEmail}`} color="neutral.40">
                {brand.contactEmail}
              </Link>
            </LinkColumn>
          </Flex>
        </Flex>
        <Divider opacity="0.2" />
        <Text color="neutral.40" fontSize="small">
          {footerTexts.rights(new Date().getFullYear())}
        </Text>
      </Flex>
    </View>
  );
}
