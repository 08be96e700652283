import { describe, expect, it } from 'vitest';
import { deleteTitle, deleteWords } from './delete-words.ts';

describe('what the delete dialog says', () => {
  it('says how many items go with a folder', () => {
    const selection = { folders: [{ _id: 'f', name: 'Cuts', items: 12 }], files: [] };
    expect(deleteTitle(selection)).toBe('Delete folder?');
    expect(deleteWords(selection)).toBe(
      'The folder “Cuts” will be deleted with the 12 items in it, and everything inside its sub-folders. ' +
        'This can’t be undone.',
    );
    expect(deleteWords({ folders: [{ _id: 'f', name: 'Cuts', items: 0 }], files: [] })).toContain('is empty');
  });

  it('names a single file', () => {
    expect(deleteWords({ folders: [], files: [{ _id: 'a', name: 'hero.png' }] })).toBe(
      '“hero.png” will be deleted with all its versions and comments. This can’t be undone.',
    );
  });

  it('counts a mixed selection and what its folders hold', () => {
    const selection = {
      folders: [
        { _id: 'f', name: 'A', items: 3 },
        { _id: 'g', name: 'B', items: 1 },
      ],
      files: [{ _id: 'a', name: 'a.png' }],
    };
    expect(deleteTitle(selection)).toBe('Delete 3 items?');
    expect(deleteWords(selection)).toBe(
      '1 file and 2 folders will be deleted, with the 4 items inside the folders and everything in their ' +
        'sub-folders. This can’t be undone.',
    );
  });
});
