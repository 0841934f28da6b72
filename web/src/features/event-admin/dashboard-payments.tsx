// The cash-store and card sections (docs/registration.md §9: side by side; stacked on a phone) with the cash total.
import { Card, Grid, Heading, Text, View } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import type { Dashboard } from '@shared/registration/dashboard';
import { dashboardTexts as texts } from '@shared/registration/report-texts';
import { chartColours, countText, pesosText } from './reports-format';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Text>
      {label}: <strong>{value}</strong>
    </Text>
  );
}

function MethodCard({ title, colour, children }: { title: string; colour: string; children: ReactNode }) {
  return (
    <Card variation="outlined" style={{ borderTop: `4px solid ${colour}` }}>
      <Heading level={2} fontSize="large" marginBottom="0.5rem">
        {title}
      </Heading>
      <View>{children}</View>
    </Card>
  );
}

export function DashboardPayments({ formasPago }: { formasPago: Dashboard['formasPago'] }) {
  const { oxxo, tarjeta, efectivo } = formasPago;
  return (
    <Grid templateColumns={{ base: '1fr', medium: '1fr 1fr' }} gap="1rem" data-testid="payment-sections">
      <MethodCard title={texts.oxxo} colour={chartColours.oxxo}>
        <Figure label={texts.pagados} value={countText(oxxo.pagados)} />
        <Figure label={texts.pendientes} value={countText(oxxo.pendientes)} />
        <Figure label={texts.monto} value={pesosText(oxxo.monto)} />
        <Figure label={texts.comision} value={pesosText(oxxo.comision)} />
      </MethodCard>
      <MethodCard title={texts.tarjeta} colour={chartColours.tarjeta}>
        <Figure label={texts.pagados} value={countText(tarjeta.pagados)} />
        <Figure label={texts.monto} value={pesosText(tarjeta.monto)} />
        <Figure label={texts.comision} value={pesosText(tarjeta.comision)} />
      </MethodCard>
      <MethodCard title={texts.efectivo} colour={chartColours.efectivo}>
        <Figure label={texts.pagados} value={countText(efectivo.pagados)} />
        <Figure label={texts.monto} value={pesosText(efectivo.monto)} />
      </MethodCard>
    </Grid>
  );
}
