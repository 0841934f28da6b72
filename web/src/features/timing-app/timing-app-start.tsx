// /cronometraje/: where the installed app starts (the manifest's start_url): the event this device
// timed last, or how to open one.
import { Flex, Text } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { manualTimingTexts as texts } from '@shared/timing/manual-timing-texts';
import { LAST_EVENT, useTimingStore } from './use-timing-store';

export function TimingAppStart() {
  const store = useTimingStore();
  const navigate = useNavigate();
  const [last, setLast] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    if (store === null) setLast(null);
    else if (store) void store.get<number>(LAST_EVENT).then((found) => setLast(found ?? null));
  }, [store]);
  useEffect(() => {
    if (last) void navigate(`/cronometraje/evento_${last}`, { replace: true });
  }, [last, navigate]);
  return (
    <Flex padding="2rem 1rem" maxWidth="36rem" margin="0 auto">
      <Text>{last === undefined ? texts.loading : texts.noEvent}</Text>
    </Flex>
  );
}
