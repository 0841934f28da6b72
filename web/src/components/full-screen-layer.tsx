// A column fixed over the whole viewport, above the page: the photo editor and the results' full-screen dialogs.
import { Flex, type FlexProps } from '@aws-amplify/ui-react';
import type { Ref } from 'react';

interface FullScreenLayerProps extends FlexProps {
  ref?: Ref<HTMLDivElement>;
}

export function FullScreenLayer(props: FullScreenLayerProps) {
  return <Flex direction="column" position="fixed" top="0" left="0" width="100vw" height="100vh" {...props} />;
}
