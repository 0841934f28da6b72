// The static footer (docs/results.md §1): an about text and contact links.
import { Flex, Heading, Link, Text, View } from '@aws-amplify/ui-react';
import { Link as RouterLink } from 'react-router-dom';
import { aboutTexts, footerTexts } from '@shared/core/page-texts';
import { brand, navLabels } from '@shared/core/messages';
import { BrandLogo } from '@web/components/brand-logo';

const footerLinks = [
  { to: '/nosotros', label: aboutTexts.title },
  { to: '/servicios', label: navLabels.services },
  { to: '/politicas-privacidad', label: navLabels.privacy },
];

export function Footer() {
  return (
    <View as="footer" backgroundColor="neutral.100" padding="2rem 1rem">
      <Flex wrap="wrap" gap="2rem" justifyContent="space-between" maxWidth="960px" margin="0 auto">
        <Flex direction="column" gap="0.75rem" maxWidth="420px">
          <BrandLogo size={40} />
          <Text color="font.inverse">{footerTexts.about}</Text>
        </Flex>
        <Flex direction="column" gap="0.5rem">
          <Heading level={2} fontSize="medium" color="font.inverse">
            {footerTexts.contactTitle}
          </Heading>
          <Link href={`mailto:${brand.contactEmail}`} color="font.inverse">
            {brand.contactEmail}
          </Link>
          {footerLinks.map((link) => (
            <Link key={link.to} as={RouterLink} to={link.to} color="font.inverse">
              {link.label}
            </Link>
          ))}
        </Flex>
      </Flex>
    </View>
  );
}
