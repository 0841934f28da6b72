// DynamoDB requests the ingest makes per read, counted by the local cloud's pass-through to DynamoDB
// Local over the same ingest as the throughput benchmark, with the count of each operation.
import { round, type Bench, type Figure } from './figure';
import { CONCURRENT_SENDERS, ingestRun, type IngestPass } from './ingest-run';

function perRead(figure: string, pass: IngestPass): Figure {
  const { requests, byOperation } = pass.dynamodb;
  const details = { reads: pass.sent, requests, senders: pass.senders, resent: pass.resent, ...byOperation };
  return { bench: 'dynamodb_requests', figure, value: round(requests / pass.sent, 3), unit: 'requests/read', ...details };
}

export const dynamoDbRequestsBench: Bench = {
  name: 'dynamodb_requests',
  async *run(): AsyncGenerator<Figure> {
    const { first, again, concurrent } = await ingestRun();
    yield perRead('per_new_read', first);
    yield perRead(`per_new_read_${CONCURRENT_SENDERS}_senders`, concurrent);
    yield perRead('per_duplicate_read', again);
  },
};
