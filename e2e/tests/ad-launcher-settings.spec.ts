import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { expectLayoutFits } from '../support/layout-problems.ts';
import { snap, waitForToastsToClose } from '../support/screenshots.ts';
import { signIn } from '../support/sign-in.ts';

/*
 * The settings of the demo's sandbox account, page by page: each passes axe-core, saves a change with a
 * notification, and fits 821 and 2560 px. Every change is put back, so the launch of ad-launcher.spec.ts
 * finds the demo as seeded.
 */

const DEMO_ACCOUNT = 'Northwind Apparel US';
/** The headline of the demo's default copy (launcher-demo.ts). */
const DEMO_HEADLINE = 'The tee that outlasts the trend';

interface SettingsPage {
  /** The address under `:adAccountId/settings/`, the panel's link and the page's heading. */
  path: string;
  heading: string;
  screenshot: string;
  /** Saves one change, sees its notification, and puts the page back as it was. */
  saveAChange: (page: Page) => Promise<void>;
}

/** The toast of a save, then the toasts gone, so the next save's toast is its own. */
async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.locator('.mantine-Notification-root').getByText(text, { exact: true })).toBeVisible();
  await waitForToastsToClose(page);
}

/** A settings form's change: made and saved, still there after a reload, then put back and saved again. */
async function saveAndPutBack(
  page: Page,
  step: {
    save: string;
    saved: string;
    change: () => Promise<void>;
    changed: () => Promise<void>;
    putBack: () => Promise<void>;
  },
): Promise<void> {
  await step.change();
  await page.getByRole('button', { name: step.save }).click();
  await expectToast(page, step.saved);
  await page.reload();
  await step.changed();
  await step.putBack();
  await page.getByRole('button', { name: step.save }).click();
  await expectToast(page, step.saved);
}

const SETTINGS_PAGES: SettingsPage[] = [
  {
    path: 'ad-copy-templates',
    heading: 'Ad copy templates',
    screenshot: '194-ad-launcher-copy-templates',
    saveAChange: async (page) => {
      await page.getByRole('button', { name: 'New template' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'New copy template' });
      await dialog.getByRole('textbox', { name: 'Template name' }).fill('Weekend flash sale');
      await dialog.getByRole('textbox', { name: 'Headline' }).fill('48 hours only');
      await dialog.getByRole('button', { name: 'Save template' }).click();
      await expectToast(page, 'Template "Weekend flash sale" created');
      await expect(page.getByRole('row', { name: /Weekend flash sale/ })).toBeVisible();

      await page.getByRole('button', { name: 'Delete Weekend flash sale' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this template?' });
      await expect(confirm).toBeVisible();
      await expectAccessible(page, 'the confirm of a template’s deletion');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, 'Template "Weekend flash sale" deleted');
      await expect(page.getByRole('row', { name: /Weekend flash sale/ })).toHaveCount(0);
    },
  },
  {
    path: 'default-ad-copy',
    heading: 'Default ad copy',
    screenshot: '195-ad-launcher-default-ad-copy',
    saveAChange: (page) =>
      saveAndPutBack(page, {
        save: 'Save default copy',
        saved: 'Default ad copy saved',
        change: () =>
          page.getByRole('textbox', { name: 'Headline' }).fill('The tee that outlasts every trend'),
        changed: () =>
          expect(page.getByRole('textbox', { name: 'Headline' })).toHaveValue(
            'The tee that outlasts every trend',
          ),
        putBack: () => page.getByRole('textbox', { name: 'Headline' }).fill(DEMO_HEADLINE),
      }),
  },
  {
    path: 'creative-enhancements',
    heading: 'Creative enhancements',
    screenshot: '196-ad-launcher-creative-enhancements',
    saveAChange: (page) =>
      saveAndPutBack(page, {
        save: 'Save enhancements',
        saved: 'Creative enhancements saved',
        change: () => page.getByRole('switch').first().check(),
        changed: () => expect(page.getByRole('switch').first()).toBeChecked(),
        putBack: () => page.getByRole('switch').first().uncheck(),
      }),
  },
  {
    path: 'launch-settings',
    heading: 'Launch settings',
    screenshot: '197-ad-launcher-launch-settings',
    saveAChange: (page) => {
      const status = page.getByRole('radiogroup', { name: 'Status of launched ads' });
      return saveAndPutBack(page, {
        save: 'Save launch settings',
        saved: 'Launch settings saved',
        change: () => status.getByText('Active', { exact: true }).click(),
        changed: () => expect(status.getByRole('radio', { name: 'Active' })).toBeChecked(),
        putBack: () => status.getByText('Paused', { exact: true }).click(),
      });
    },
  },
];

/** From the Ad Launcher's home, the sandbox account's settings: the address its pages share. */
async function openAccountSettings(page: Page): Promise<string> {
  await page.getByRole('navigation').getByText('Ad Launcher', { exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Ad Launcher', level: 1 })).toBeVisible();
  await page
    .getByRole('article', { name: DEMO_ACCOUNT })
    .getByRole('link', { name: 'Settings', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Launch settings', level: 1 })).toBeVisible();
  return page.url().replace(/\/launch-settings$/, '');
}

test('every settings page of the sandbox account passes axe, saves with a notification and fits 821 to 2560 px', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  const settings = await openAccountSettings(page);
  for (const settingsPage of SETTINGS_PAGES) {
    await page.goto(`${settings}/${settingsPage.path}`);
    const heading = page.getByRole('heading', { name: settingsPage.heading, level: 1 });
    await expect(heading).toBeVisible();
    // The account's name stands under the heading once it loads, and the settings' skeleton is gone.
    await expect(page.getByText(`${DEMO_ACCOUNT} · sbx_meta_us`)).toBeVisible();
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page, `the ${settingsPage.heading} page`);
    await snap(page, settingsPage.screenshot);

    await settingsPage.saveAChange(page);

    for (const width of [821, 2560]) {
      await page.setViewportSize({ width, height: 900 });
      await expectLayoutFits(page, `the ${settingsPage.heading} page at ${width} px`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }
});
