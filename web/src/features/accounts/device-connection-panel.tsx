// Wearable-device panel (spec §2.4): the not-connected prompt.
import { Card, Heading, Text } from '@aws-amplify/ui-react';
import { accountTexts } from '../../../../shared/accounts/account-texts';

export function DeviceConnectionPanel() {
  return (
    <Card variation="outlined">
      <Heading level={4}>{accountTexts.deviceTitle}</Heading>
      <Text marginTop="0.5rem">{accountTexts.deviceText}</Text>
    </Card>
  );
}
