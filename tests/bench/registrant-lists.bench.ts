// The Ingresos list at 50,000 registrants (the registrant_admin bench's event): the first page, the
// next page, a search by name and one by folio, each p95 with the DynamoDB requests per call.
import { round, type Bench, type Figure } from './figure';
import { measureIngresos } from './ingresos-run';
import { REGISTRANTS, seededLargeEvent, withAdminCloud } from './registrant-admin-run';

export const registrantListsBench: Bench = {
  name: 'registrant_lists',
  async *run(): AsyncGenerator<Figure> {
    const { figures, seedSeconds } = await withAdminCloud(async (cloud) => {
      const { eventId, token, seedSeconds: seeded } = await seededLargeEvent(cloud);
      // Registrant 43210 is paid online (folio 43211); every name shares 'corredora pérez núñez'.
      return { figures: await measureIngresos(cloud.url, eventId, token, 43_211, 'corredora 43210'), seedSeconds: seeded };
    });
    const bench = 'registrant_lists';
    for (const [name, figure] of Object.entries(figures)) {
      yield { bench, figure: `${name}_p95_ms`, value: round(figure.p95Ms, 0), unit: 'ms', registrants: REGISTRANTS, seedSeconds: round(seedSeconds, 1), rows: figure.rows, dynamodbRequestsPerCall: round(figure.requestsPerCall, 1) };
    }
  },
};
