import { Text } from '@aws-amplify/ui-react';
import { aboutTexts } from '@shared/core/page-texts';
import { Page } from '@web/components/page';

export function AboutPage() {
  return (
    <Page title={aboutTexts.title}>
      {aboutTexts.paragraphs.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
    </Page>
  );
}
