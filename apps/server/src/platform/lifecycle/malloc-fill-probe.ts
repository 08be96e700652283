import { loadMallocTrim } from './return-free-memory.ts';

// Run with --expose-gc: fills malloc with Buffers, frees most of them, and prints the resident memory in MB
// before and after malloc's free memory is handed back.
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');
let kept: Buffer[] = [];
for (let index = 0; index < 30_000; index += 1) kept.push(Buffer.alloc(5_000 + (index % 3_000)));
kept = kept.filter((_, index) => index % 10 === 0);
gc();
const residentMb = () => Math.round(process.memoryUsage().rss / 1024 / 1024);
const before = residentMb();
loadMallocTrim()?.();
console.log(JSON.stringify({ before, after: residentMb(), kept: kept.length }));
