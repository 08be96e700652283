import { describe, expect, it } from 'vitest';
import {
  createPlannedFolders,
  foldersToCreate,
  planFromEntries,
  planFromRelativePaths,
} from './dropped-folders.ts';

/** A stand-in for the browser's FileSystemEntry tree; directories answer in batches of two, like real ones in 100s. */
function fileEntry(name: string): FileSystemEntry {
  return {
    name,
    isFile: true,
    isDirectory: false,
    file: (resolve: (file: File) => void) => resolve(new File(['x'], name)),
  } as unknown as FileSystemEntry;
}

function dirEntry(name: string, children: FileSystemEntry[]): FileSystemEntry {
  return {
    name,
    isFile: false,
    isDirectory: true,
    createReader: () => {
      let offset = 0;
      return {
        readEntries: (resolve: (batch: FileSystemEntry[]) => void) => {
          const batch = children.slice(offset, offset + 2);
          offset += batch.length;
          setTimeout(() => resolve(batch), 0);
        },
      };
    },
  } as unknown as FileSystemEntry;
}

describe('reading a drop', () => {
  it('walks folders at any depth, reading every batch of entries', async () => {
    const plan = await planFromEntries([
      fileEntry('loose.png'),
      dirEntry('Campaign', [
        fileEntry('a.jpg'),
        fileEntry('b.mp4'),
        fileEntry('.DS_Store'),
        dirEntry('Cuts', [fileEntry('c.mov'), dirEntry('Empty', [])]),
        fileEntry('d.gif'),
      ]),
    ]);
    expect(plan.folders).toEqual([['Campaign'], ['Campaign', 'Cuts'], ['Campaign', 'Cuts', 'Empty']]);
    expect(plan.files.map(({ file, folderPath }) => [folderPath.join('/'), file.name])).toEqual([
      ['', 'loose.png'],
      ['Campaign', 'a.jpg'],
      ['Campaign', 'b.mp4'],
      ['Campaign/Cuts', 'c.mov'],
      ['Campaign', 'd.gif'],
    ]);
  });

  it('reads a picked folder by relative paths', () => {
    const plan = planFromRelativePaths([
      { name: 'a.jpg', webkitRelativePath: 'Shoot/a.jpg' },
      { name: 'b.jpg', webkitRelativePath: 'Shoot/Day 2/b.jpg' },
      { name: '.DS_Store', webkitRelativePath: 'Shoot/.DS_Store' },
      { name: 'c.jpg', webkitRelativePath: '' },
    ]);
    expect(plan.folders).toEqual([['Shoot'], ['Shoot', 'Day 2']]);
    expect(plan.files.map((entry) => [entry.folderPath.join('/'), entry.file.name])).toEqual([
      ['Shoot', 'a.jpg'],
      ['Shoot/Day 2', 'b.jpg'],
      ['', 'c.jpg'],
    ]);
  });
});

describe('creating the folders of a drop', () => {
  it('creates parents before children under the drop target and maps each path to its id', async () => {
    const made: string[] = [];
    const folderOf = await createPlannedFolders([['A', 'B'], ['A'], ['C']], {
      rootId: 'root',
      create: (parentId, name) => {
        made.push(`${parentId}/${name}`);
        return Promise.resolve(`id-${name}`);
      },
    });
    expect(made).toEqual(['root/A', 'root/C', 'id-A/B']);
    expect(folderOf(['A', 'B'])).toBe('id-B');
    expect(folderOf([])).toBe('root');
  });
});

describe('which folders of a drop are created', () => {
  it('leaves out folders that held only refused files, and keeps empty ones', () => {
    const plan = planFromRelativePaths([
      { name: 'a.jpg', webkitRelativePath: 'Shoot/Selects/a.jpg' },
      { name: 'brief.pdf', webkitRelativePath: 'Shoot/Docs/brief.pdf' },
    ]);
    plan.folders.push(['Shoot', 'Empty']);
    const accepted = new Set(
      plan.files.filter((entry) => entry.file.name.endsWith('.jpg')).map((e) => e.file),
    );
    expect(foldersToCreate(plan, accepted)).toEqual([['Shoot'], ['Shoot', 'Selects'], ['Shoot', 'Empty']]);
  });
});
