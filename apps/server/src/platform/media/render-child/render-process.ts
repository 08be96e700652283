import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import type { ImageHeader, ImageRecipe, ImageSource, MadeImages } from './image-recipe.ts';
import type { RenderReply, RenderRequest, RenderTask } from './render-protocol.ts';

/** How the render process's program is started: its file and Node's options for it. */
export interface RenderProcessEntry {
  file: string;
  execArgv: readonly string[];
}

export interface RenderProcessOptions {
  entry: RenderProcessEntry;
  /** Unix niceness the process runs at (0 to 19). */
  niceness: number;
  /** One request's longest render; past it the process is stopped, and started again for what follows. */
  timeoutMs: number;
  /** The process is let go after this long without a request, and started again on the next. */
  idleMs: number;
  /** libvips threads that work on one image; libvips's own choice (one a core) when absent. */
  threadsPerImage?: number;
}

/** A render that could not be made in the render process (it stopped twice, or ran past its time). */
export class RenderProcessError extends Error {}

/** Tries of one request: a process that dies under it (killed, out of memory) gets one more, in a new one. */
const ATTEMPTS = 2;

type Answer = MadeImages | ImageHeader;

interface Pending {
  task: RenderTask;
  attempts: number;
  timer?: NodeJS.Timeout;
  resolve(answer: Answer): void;
  reject(error: Error): void;
}

/** V8 serialisation may hand a Buffer back as a plain Uint8Array; callers get Buffers. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * One long-lived child process that reads and renders images for this one, started when first needed at the
 * priority it is given, started again when it dies, let go when idle and stopped with this process. Requests are
 * answered in any order; one whose process died is tried once more in the next.
 */
export class RenderProcess {
  private child: ChildProcess | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | undefined;
  private readonly stopWithThisProcess = () => this.child?.kill('SIGKILL');

  constructor(private readonly options: RenderProcessOptions) {}

  /** The render process's id while it runs. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  run(recipe: ImageRecipe): Promise<MadeImages> {
    return this.ask({ recipe }) as Promise<MadeImages>;
  }

  /** What an image's header says (its pixels are not decoded). */
  readHeader(source: ImageSource): Promise<ImageHeader> {
    return this.ask({ header: source }) as Promise<ImageHeader>;
  }

  private ask(task: RenderTask): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const id = this.nextId;
      this.nextId += 1;
      this.pending.set(id, { task, attempts: 0, resolve, reject });
      this.send(id);
    });
  }

  /** Stops the render process; requests under way fail. */
  async close(): Promise<void> {
    const child = this.child;
    this.forget(child);
    this.failAll(new RenderProcessError('The render process was stopped'));
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }

  private send(id: number): void {
    const request = this.pending.get(id);
    if (!request) return;
    const child = this.running();
    request.attempts += 1;
    clearTimeout(request.timer);
    request.timer = setTimeout(() => {
      this.settle(id, new RenderProcessError(`A render ran past ${this.options.timeoutMs / 1000} s`));
      // A render that hangs holds the process: the next request gets a new one.
      child.kill('SIGKILL');
    }, this.options.timeoutMs);
    const message: RenderRequest = { id, ...request.task };
    child.send(message, (error) => {
      if (error) this.lost(child, error.message);
    });
  }

  /** The render process, started if none runs; held open while requests are under way. */
  private running(): ChildProcess {
    clearTimeout(this.idleTimer);
    if (this.child) {
      this.child.channel?.ref();
      return this.child;
    }
    const { threadsPerImage } = this.options;
    const args = threadsPerImage === undefined ? [] : [`--threads-per-image=${threadsPerImage}`];
    const child = fork(this.options.entry.file, args, {
      execArgv: [...this.options.entry.execArgv],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, this.options.niceness);
      } catch {
        // A system without priorities, or one that refuses: the process renders at the server's.
      }
    }
    // Only its channel, while requests are under way, keeps this process alive (see idle()).
    child.unref();
    child.on('message', (reply: RenderReply) => this.answer(reply));
    child.on('error', (error) => this.lost(child, error.message));
    child.on('exit', (code, signal) => this.lost(child, signal ?? `exit code ${code}`));
    process.once('exit', this.stopWithThisProcess);
    this.child = child;
    return child;
  }

  private answer(reply: RenderReply): void {
    if ('error' in reply) this.settle(reply.id, new Error(reply.error));
    else if ('header' in reply) this.settle(reply.id, reply.header);
    else {
      const { made } = reply;
      const outputs = made.outputs.map((output) => ({ ...output, bytes: asBuffer(output.bytes) }));
      this.settle(reply.id, { ...made, outputs });
    }
    if (this.pending.size === 0) this.idle();
  }

  private settle(id: number, outcome: Answer | Error): void {
    const request = this.pending.get(id);
    if (!request) return;
    this.pending.delete(id);
    clearTimeout(request.timer);
    if (outcome instanceof Error) request.reject(outcome);
    else request.resolve(outcome);
  }

  /** Nothing waits: the process no longer keeps this one alive, and goes after a while. */
  private idle(): void {
    const child = this.child;
    child?.channel?.unref();
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.child !== child || this.pending.size > 0) return;
      this.forget(child);
      // It ends itself once its channel closes.
      child?.disconnect();
    }, this.options.idleMs);
    this.idleTimer.unref();
  }

  private forget(child: ChildProcess | undefined): void {
    if (!child || this.child !== child) return;
    this.child = undefined;
    process.off('exit', this.stopWithThisProcess);
  }

  /** The render process died or could not be reached: what it held is tried again in a new one. */
  private lost(child: ChildProcess, reason: string): void {
    if (this.child !== child) return;
    this.forget(child);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    for (const [id, request] of [...this.pending]) {
      if (request.attempts < ATTEMPTS) this.send(id);
      else this.settle(id, new RenderProcessError(`The render process stopped (${reason})`));
    }
  }

  private failAll(error: Error): void {
    for (const id of [...this.pending.keys()]) this.settle(id, error);
  }
}
