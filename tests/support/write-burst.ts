// A process for kill tests of the local cloud's files: it writes without end, as a burst of payments or
// mails would, into the file or directory given, and prints the id of each order or mail once its write
// was answered, so the test knows what a kill must not lose.
//   node --import tsx tests/support/write-burst.ts orders <payments.json> | mails <directory>
import { createMailOutbox } from '@infra/local/mail-outbox';
import { openOrderStore } from '@infra/local/payment-simulator-store';
import { simulatedOrder } from './simulated-order';

const [kind, target] = process.argv.slice(2);
if ((kind !== 'orders' && kind !== 'mails') || !target) throw new Error('usage: write-burst.ts orders|mails <target>');

const print = (id: string) => process.stdout.write(`${id}\n`);
/** Twenty writes in flight at a time, as concurrent requests make them. */
const PARALLEL = 20;

async function orders(file: string): Promise<never> {
  const store = await openOrderStore(file);
  for (let n = 0; ; n += PARALLEL) {
    await Promise.all(
      Array.from({ length: PARALLEL }, async (_, index) => {
        const order = simulatedOrder(`${process.pid}-${n + index}`);
        await store.save(order);
        print(order.id);
      }),
    );
  }
}

async function mails(directory: string): Promise<never> {
  const outbox = createMailOutbox(directory);
  for (let n = 0; ; n += PARALLEL) {
    await Promise.all(
      Array.from({ length: PARALLEL }, async (_, index) => {
        const mail = await outbox.add({ from: 'no-responder@carreras.localhost', to: [`atleta${n + index}@example.mx`], subject: 'Inscripción confirmada', text: 'x'.repeat(4000), source: 'ses' });
        print(mail.id);
      }),
    );
  }
}

await (kind === 'orders' ? orders(target) : mails(target));
