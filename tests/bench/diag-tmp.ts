import { measureRaceAt } from './race-scale-run';
const n = Number(process.argv[2] ?? 2000);
const run = await measureRaceAt(n);
const round = (o: Record<string, number>, d = 1) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Math.round(v / d)]));
console.log(JSON.stringify({ athletes: n, reads: run.reads, batches: run.batchMs.length, feedWU: run.dynamodb.writeUnits, feedByEntity: round(run.dynamodb.writeUnitsByEntity), singleBatches: run.single.batches, singleWU: run.single.dynamodb.writeUnits, singleByEntityPerBatch: round(run.single.dynamodb.writeUnitsByEntity, run.single.batches), singleReq: run.single.dynamodb.byOperation, p95: run.followerLatenciesMs.sort((a,b)=>a-b)[Math.floor(run.followerLatenciesMs.length*0.95)], refreshMs: run.single.refreshMs/run.single.batches, handlers: run.handlers }, null, 1));
