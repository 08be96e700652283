export { ShareBoardButton, type ShareBoardButtonProps } from './ShareBoardButton.tsx';
export { boardSharePath } from './share-paths.ts';
