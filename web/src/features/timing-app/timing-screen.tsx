// The manual timing app's screen for one event (docs/timing.md#the-manual-timing-app), given the
// device's store and how it writes: the top band, the tap panel, the places without bib, the counts
// and the recorded places of the chosen point.
import { Flex, Text } from '@aws-amplify/ui-react';
import { useEffect, useMemo, useState } from 'react';
import { FINISH_POINT, pointKey, type TimingPoint } from '@shared/timing/manual-timing-points';
import { manualTimingTexts as texts } from '@shared/timing/manual-timing-texts';
import { FillPlaces } from './fill-places';
import { placedRecords } from './placed-records';
import { RecordCounts } from './record-counts';
import { RecordList } from './record-list';
import { TapPanel } from './tap-panel';
import type { TimingAccess } from './timing-api';
import { TimingHeader } from './timing-header';
import type { TimingStore } from './timing-store';
import { useTimingDevice } from './use-timing-device';
import { useOnline, useTimingSession } from './use-timing-session';
import './timing-app.css';

interface TimingScreenProps {
  store: TimingStore;
  eventId: number;
  access: TimingAccess;
  who: string;
  onForgetKey: () => void;
}

const pointSetting = (eventId: number) => `punto:${eventId}`;

export function TimingScreen({ store, eventId, access, who, onForgetKey }: TimingScreenProps) {
  const online = useOnline();
  const { event, runners, clock } = useTimingDevice(store, eventId, access, online);
  const { session, loaded } = useTimingSession(store, eventId, access, clock?.offsetMs ?? 0, online);
  const [pointCode, setPointCode] = useState<string | undefined>(undefined);

  useEffect(() => {
    void store.get<string>(pointSetting(eventId)).then((saved) => setPointCode((shown) => shown ?? saved));
  }, [store, eventId]);

  const points = event?.points ?? [FINISH_POINT];
  const point: TimingPoint = points.find((candidate) => pointKey(candidate) === pointCode) ?? points.at(-1) ?? FINISH_POINT;
  const records = session?.records ?? [];
  const gap = event?.repeatedBibSeconds ?? 60;
  const placed = useMemo(() => placedRecords(records, point, event?.zona ?? 'America/Mexico_City', gap), [records, point, event?.zona, gap]);

  if (event === undefined || !loaded || !session) return <Text padding="1rem">{texts.loading}</Text>;
  if (event === null) return <Text padding="1rem">{texts.eventNotLoaded}</Text>;

  const choose = (next: TimingPoint) => {
    setPointCode(pointKey(next));
    void store.set(pointSetting(eventId), pointKey(next));
  };
  const setBib = (readId: string, bib: string) => void session.setBib(readId, bib);
  const remove = (readId: string) => void session.remove(readId);

  return (
    <Flex direction="column" gap="0" minHeight="100vh" backgroundColor="background.primary">
      <TimingHeader
        nombre={event.nombre}
        online={online}
        clock={clock}
        access={access}
        who={who}
        status={session.status}
        runners={runners.size}
        onSend={() => void session.sync()}
        onForgetKey={onForgetKey}
      />
      <div className="cronometraje-layout" style={{ padding: '1rem', maxWidth: '1280px', width: '100%', margin: '0 auto', boxSizing: 'border-box' }}>
        <Flex direction="column" gap="1rem">
          <TapPanel points={points} point={point} onPoint={choose} runners={runners} onTap={(bib) => void session.tap(point, bib)} />
        </Flex>
        <Flex direction="column" gap="1rem" marginTop={{ base: '1rem', large: '0' }}>
          <RecordCounts records={records} />
          <FillPlaces empty={placed.filter(({ record }) => record.bib === '')} onBib={setBib} />
          <RecordList placed={placed} runners={runners} repeatedBibSeconds={gap} mayDiscard={session.mayDiscard} onBib={setBib} onDelete={remove} />
        </Flex>
      </div>
    </Flex>
  );
}
