import { describe, expect, it } from 'vitest';
import { createSemaphore } from './semaphore.ts';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createSemaphore', () => {
  it('runs at most `limit` tasks at once, the others in arrival order', async () => {
    const semaphore = createSemaphore(2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const done = gates.map((gate, index) =>
      semaphore.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(semaphore.load).toEqual({ running: 2, waiting: 2 });

    gates[1]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    // A task arriving now queues behind the one already waiting.
    const late = semaphore.run(async () => {
      started.push(4);
      return 4;
    });
    gates[0]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);

    gates[2]!.resolve();
    gates[3]!.resolve();
    expect(await Promise.all([...done, late])).toEqual([0, 1, 2, 3, 4]);
    expect(semaphore.load).toEqual({ running: 0, waiting: 0 });
  });

  it('runs a task of full weight alone, keeping later tasks behind it', async () => {
    const semaphore = createSemaphore(2);
    const light = deferred();
    const heavy = deferred();
    const started: string[] = [];
    const track = (name: string, gate: Promise<void>) => async () => {
      started.push(name);
      await gate;
    };
    const done = [
      semaphore.run(track('light', light.promise)),
      semaphore.run(track('heavy', heavy.promise), 2),
      semaphore.run(track('after', Promise.resolve())),
    ];
    await tick();
    // One slot is free, but the heavy task first in line needs both; the light one behind it waits too.
    expect(started).toEqual(['light']);
    expect(semaphore.load).toEqual({ running: 1, waiting: 2 });

    light.resolve();
    await tick();
    expect(started).toEqual(['light', 'heavy']);
    expect(semaphore.load).toEqual({ running: 1, waiting: 1 });

    heavy.resolve();
    await Promise.all(done);
    expect(started).toEqual(['light', 'heavy', 'after']);
  });

  it('lets owners take turns: one owner’s queue of tasks holds another’s back by one task at most', async () => {
    const semaphore = createSemaphore(1);
    const started: string[] = [];
    const gates = new Map<string, ReturnType<typeof deferred>>();
    const task = (name: string, owner: string) => {
      const gate = deferred();
      gates.set(name, gate);
      return semaphore.run(
        async () => {
          started.push(name);
          await gate.promise;
        },
        1,
        owner,
      );
    };
    const done = [
      task('a1', 'org-a'),
      task('a2', 'org-a'),
      task('a3', 'org-a'),
      task('a4', 'org-a'),
      task('b1', 'org-b'),
      task('c1', 'org-c'),
      task('b2', 'org-b'),
    ];
    for (const name of ['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']) {
      await tick();
      expect(started.at(-1)).toBe(name);
      gates.get(name)!.resolve();
    }
    await Promise.all(done);
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']);
    expect(semaphore.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a weight it could never grant', async () => {
    const semaphore = createSemaphore(2);
    await expect(semaphore.run(async () => 'never', 3)).rejects.toThrow(
      "A task's weight must be from 1 to 2, not 3",
    );
    expect(semaphore.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a task that fails', async () => {
    const semaphore = createSemaphore(1);
    await expect(semaphore.run(() => Promise.reject(new Error('broken image')))).rejects.toThrow(
      'broken image',
    );
    expect(await semaphore.run(async () => 'next')).toBe('next');
    expect(semaphore.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a limit below one', () => {
    expect(() => createSemaphore(0)).toThrow('A semaphore needs a limit of 1 or more, not 0');
  });
});
