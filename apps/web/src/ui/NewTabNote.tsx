import { VisuallyHidden } from '@mantine/core';

/**
 * Tells assistive technology that a link opens a new tab; the icon beside it tells the eye. The space stays
 * outside the hidden words, where every engine keeps it in the link's name.
 */
export function NewTabNote() {
  return (
    <>
      {' '}
      <VisuallyHidden component="span">(opens in a new tab)</VisuallyHidden>
    </>
  );
}
