/**
 * Summarises a V8 CPU profile (`node --cpu-prof`, or LOAD_CPU_PROFILE_DIR of the load benchmark): the
 * functions with the most self time, and self and total time per package or source file. Frames of the
 * compiled server are mapped back to their TypeScript files through its source map.
 *
 *   npx tsx bench/load/cpu-profile-summary.ts <file.cpuprofile> [how many functions, default 30]
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const sourceMaps = new Map<string, SourceMap | null>();

function sourceMapOf(url: string): SourceMap | null {
  if (!sourceMaps.has(url)) {
    let map: SourceMap | null = null;
    if (url.startsWith('file://')) {
      const file = `${fileURLToPath(url)}.map`;
      if (existsSync(file)) map = new SourceMap(JSON.parse(readFileSync(file, 'utf8')) as never);
    }
    sourceMaps.set(url, map);
  }
  return sourceMaps.get(url) ?? null;
}

/** Where a frame's code was written: a package (by its installed path), a repository path, or V8's name. */
function origin(frame: CallFrame): { file: string; line: number } {
  if (!frame.url) {
    // V8's own entries ((idle), (garbage collector), (program)) and built-ins such as JSON.stringify.
    return { file: frame.functionName.startsWith('(') ? frame.functionName : '(V8 built-ins)', line: 0 };
  }
  const map = frame.url.includes('/node_modules/') ? null : sourceMapOf(frame.url);
  if (map) {
    const entry = map.findEntry(frame.lineNumber, frame.columnNumber) as {
      originalSource?: string;
      originalLine?: number;
    };
    if (entry.originalSource) {
      const source = new URL(entry.originalSource, frame.url).href;
      return { file: source, line: (entry.originalLine ?? 0) + 1 };
    }
  }
  return { file: frame.url, line: frame.lineNumber + 1 };
}

function group(file: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (inPackage) return inPackage[1]!;
  const inRepo = /(apps\/server\/src\/.*|packages\/domain\/src\/.*|bench\/.*)$/.exec(file);
  if (inRepo) return inRepo[1]!;
  if (file.startsWith('node:')) return 'node internals';
  return file;
}

const [file, topArgument] = process.argv.slice(2);
if (!file) {
  console.error('usage: tsx bench/load/cpu-profile-summary.ts <file.cpuprofile> [top]');
  process.exit(2);
}
const top = Number(topArgument ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const describeNode = new Map(
  profile.nodes.map((node) => {
    const where = origin(node.callFrame);
    return [
      node.id,
      { name: node.callFrame.functionName || '(anonymous)', ...where, group: group(where.file) },
    ];
  }),
);

const selfByFunction = new Map<string, number>();
const selfByGroup = new Map<string, number>();
const totalByGroup = new Map<string, number>();
const totalBySourceFunction = new Map<string, number>();
/** For the time spent in system calls and V8 built-ins: the nearest frame of a package or of Hookline. */
const builtInsByCaller = new Map<string, number>();
let total = 0;
for (const [index, sample] of profile.samples.entries()) {
  const micros = profile.timeDeltas[index] ?? 0;
  total += micros;
  const where = describeNode.get(sample)!;
  const key = `${where.name}  ${group(where.file)}:${where.line}`;
  selfByFunction.set(key, (selfByFunction.get(key) ?? 0) + micros);
  selfByGroup.set(where.group, (selfByGroup.get(where.group) ?? 0) + micros);
  const seen = new Set<string>();
  for (let id: number | undefined = sample; id !== undefined; id = parentOf.get(id)) {
    const groupName = describeNode.get(id)!.group;
    if (seen.has(groupName)) continue;
    seen.add(groupName);
    totalByGroup.set(groupName, (totalByGroup.get(groupName) ?? 0) + micros);
  }
  const seenFunctions = new Set<string>();
  for (let id: number | undefined = sample; id !== undefined; id = parentOf.get(id)) {
    const frame = describeNode.get(id)!;
    if (!/^(apps|packages)\//.test(frame.group)) continue;
    const key = `${frame.name}  ${frame.group}:${frame.line}`;
    if (seenFunctions.has(key)) continue;
    seenFunctions.add(key);
    totalBySourceFunction.set(key, (totalBySourceFunction.get(key) ?? 0) + micros);
  }
  if (where.group === '(V8 built-ins)' || where.group === 'node internals') {
    let id: number | undefined = sample;
    while (id !== undefined && ['(V8 built-ins)', 'node internals'].includes(describeNode.get(id)!.group)) {
      id = parentOf.get(id);
    }
    const caller = id === undefined ? '(none)' : describeNode.get(id)!.group;
    builtInsByCaller.set(caller, (builtInsByCaller.get(caller) ?? 0) + micros);
  }
  if (!byId.has(sample)) throw new Error(`sample of unknown node ${sample}`);
}

const print = (title: string, entries: Map<string, number>, count: number) => {
  console.log(`\n${title}`);
  for (const [key, micros] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, count)) {
    console.log(
      `  ${((100 * micros) / total).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${key}`,
    );
  }
};
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
print(`Top ${top} functions by self time`, selfByFunction, top);
print('Self time by package or source file', selfByGroup, top);
print('Total time (self and callees) by package or source file', totalByGroup, top);
print('Total time (self and callees) by function of Hookline', totalBySourceFunction, top);
print(
  'Time in V8 built-ins and node internals, by the package or file that called them',
  builtInsByCaller,
  top,
);
