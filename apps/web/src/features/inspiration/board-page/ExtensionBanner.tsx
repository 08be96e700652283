import { INSPIRATION_MESSAGES } from '@hookline/domain';
import { Button, CloseButton, List, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPuzzle } from '@tabler/icons-react';
import { useState } from 'react';
import { useCurrentUser } from '../../../app/session/use-current-user.ts';
import { DIALOG_PROPS } from '../../../ui/dialog-props.ts';
import classes from './BoardView.module.css';
import { useExtensionBanner } from './use-extension-banner.ts';

/**
 * The banner of a board page while the browser extension is not detected (spec section 2): the invitation,
 * "Install extension" with the steps, and a close that is remembered for this user.
 */
export function ExtensionBanner() {
  const user = useCurrentUser();
  const banner = useExtensionBanner(user.data?._id);
  const [steps, setSteps] = useState(false);
  if (!banner.shown) return null;
  return (
    <>
      <section className={classes.banner} aria-label="Browser extension">
        <ThemeIcon size={36} radius="md" variant="white" className={classes.bannerIcon}>
          <IconPuzzle size={20} aria-hidden />
        </ThemeIcon>
        <Text size="sm" fw={500} className={classes.bannerText}>
          {INSPIRATION_MESSAGES.extensionBanner}
        </Text>
        <Button size="xs" variant="white" onClick={() => setSteps(true)} className={classes.bannerAction}>
          Install extension
        </Button>
        <CloseButton
          size="sm"
          variant="transparent"
          className={classes.bannerClose}
          aria-label="Dismiss the extension banner"
          onClick={banner.dismiss}
        />
      </section>
      <Modal
        {...DIALOG_PROPS}
        opened={steps}
        onClose={() => setSteps(false)}
        title="Install the Hookline extension"
        centered
        radius="lg"
      >
        <Stack gap="md">
          <Text size="sm">
            The extension adds a Save button to every ad in Meta’s Ad Library and TikTok’s Creative Center.
            One click puts the ad, its copy and its media into any of your boards.
          </Text>
          <List type="ordered" spacing="xs" size="sm">
            <List.Item>
              Ask your administrator for the extension’s folder (it is built with Hookline, in{' '}
              <code>apps/extension/dist</code>).
            </List.Item>
            <List.Item>
              In Chrome, open <code>chrome://extensions</code> and turn on Developer mode.
            </List.Item>
            <List.Item>Choose “Load unpacked” and pick the extension’s folder.</List.Item>
            <List.Item>Open the extension and sign in: it sends you here, then back.</List.Item>
          </List>
          <Text size="xs" c="dimmed">
            The README’s “Browser extension” section has the details. Reload this page once it is installed.
          </Text>
          <Button onClick={() => setSteps(false)} style={{ alignSelf: 'flex-end' }}>
            Got it
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
