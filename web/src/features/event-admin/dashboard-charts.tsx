// The payment-methods pie and the registrations-per-day bars (recharts), in fixed colours, their figures
// written in es-MX (1,972). The pie draws only the methods that were used: a slice of 0 would only put a
// '0' label over the others.
import { Card, Heading, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard } from '@shared/registration/dashboard';
import { dashboardTexts as texts, paymentMethodLabels } from '@shared/registration/report-texts';
import { chartColours, countText } from './reports-format';

const CHART_HEIGHT = 260;
/** The size drawn before the container is measured (and where nothing measures it). */
const FIRST_SIZE = { width: 360, height: CHART_HEIGHT };

const countLabel = ({ value }: { value?: number | string }) => countText(Number(value ?? 0));
const countTooltip = (value: unknown) => countText(Number(value));

/** A titled chart, or 'Sin datos' when there is nothing to draw. */
function ChartCard({ title, empty = false, children }: { title: string; empty?: boolean; children: ReactNode }) {
  return (
    <Card variation="outlined" aria-label={title}>
      <Heading level={2} fontSize="large" marginBottom="0.5rem">
        {title}
      </Heading>
      {empty ? (
        <Text color="font.secondary">{texts.sinDatos}</Text>
      ) : (
        <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={FIRST_SIZE}>
          {children}
        </ResponsiveContainer>
      )}
    </Card>
  );
}

/** The pie's slices: the payment methods used, each with its paid registrations. */
export function paymentSlices(formasPago: Dashboard['formasPago']) {
  return (['oxxo', 'efectivo', 'tarjeta'] as const)
    .map((method) => ({ method, name: paymentMethodLabels[method], value: formasPago[method].pagados }))
    .filter((slice) => slice.value > 0);
}

export function PaymentMethodsChart({ formasPago }: { formasPago: Dashboard['formasPago'] }) {
  const slices = paymentSlices(formasPago);
  return (
    <ChartCard title={texts.formasPago} empty={slices.length === 0}>
      <PieChart>
        <Pie data={slices} dataKey="value" nameKey="name" outerRadius="65%" isAnimationActive={false} label={countLabel}>
          {slices.map((slice) => (
            <Cell key={slice.method} fill={chartColours[slice.method]} />
          ))}
        </Pie>
        <Tooltip formatter={countTooltip} />
        <Legend />
      </PieChart>
    </ChartCard>
  );
}

export function RegistrationsPerDayChart({ porDia }: { porDia: Dashboard['porDia'] }) {
  return (
    <ChartCard title={texts.porDia}>
      <BarChart data={porDia}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="fecha" />
        <YAxis allowDecimals={false} tickFormatter={countText} />
        <Tooltip formatter={countTooltip} />
        <Bar dataKey="cantidad" name={texts.inscritos} fill={chartColours.porDia} isAnimationActive={false} />
      </BarChart>
    </ChartCard>
  );
}
