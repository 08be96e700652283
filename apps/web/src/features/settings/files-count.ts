/** "1 file", "3 files": how many Creative Hub files use a tag. */
export const filesCount = (count: number) => `${count} ${count === 1 ? 'file' : 'files'}`;
