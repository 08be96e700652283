// Save to board's public face: the button that saves a Discover ad into boards, with its dialog.
// Code outside this feature imports only this file; Discover gets the button from src/app/ through
// ui/save-to-board-slot.tsx.

export { SaveToBoardButton } from './SaveToBoardButton.tsx';
