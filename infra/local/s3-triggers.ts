// Delivers s3rver's object notifications to the route table's bucket triggers, in the shape the
// Lambda receives in AWS: one record per event, object keys URL-encoded.
import type { S3Event, S3EventRecord } from 'aws-lambda';
import type { BucketTrigger } from '../routes';
import type { Invoke } from './handler-invoker';
import { localRegion } from './local-aws';
import { describeError, type Log } from './log';
import type { BucketNames } from './s3';

/** S3 encodes keys in notifications like a form: spaces as `+`, the rest percent-encoded. */
function encodeEventKey(key: string): string {
  return key
    .split('/')
    .map((part) => encodeURIComponent(part).replace(/%20/g, '+'))
    .join('/');
}

function asAwsRecord(record: S3EventRecord, trigger: BucketTrigger): S3EventRecord {
  const bucket = record.s3.bucket.name;
  return {
    ...record,
    awsRegion: localRegion,
    s3: {
      ...record.s3,
      configurationId: trigger.id,
      bucket: { ...record.s3.bucket, arn: `arn:aws:s3:::${bucket}` },
      object: { ...record.s3.object, key: encodeEventKey(record.s3.object.key) },
    },
  };
}

export function createS3TriggerDispatch(
  triggers: readonly BucketTrigger[],
  buckets: BucketNames,
  invoke: Invoke,
  log: Log,
) {
  let inFlight = 0;
  const dispatch = (record: S3EventRecord): void => {
    // Bucket triggers are object-created notifications; removals reach no handler.
    if (!record.eventName.startsWith('ObjectCreated:')) return;
    const { key } = record.s3.object;
    for (const trigger of triggers) {
      if (buckets[trigger.bucket] !== record.s3.bucket.name || !key.startsWith(trigger.prefix)) continue;
      const event: S3Event = { Records: [asAwsRecord(record, trigger)] };
      inFlight += 1;
      invoke(trigger, event)
        .catch((error: unknown) => {
          log(`${trigger.id} (${trigger.handler}) falló con ${key}: ${describeError(error)}`);
        })
        .finally(() => {
          inFlight -= 1;
        });
    }
  };
  // The local S3 notifies before it answers the write, so an object written before this reads 0 has
  // been handled (shown at /local/metrics).
  return Object.assign(dispatch, { stats: () => ({ inFlight }) });
}
