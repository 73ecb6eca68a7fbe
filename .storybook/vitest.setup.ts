import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import * as projectAnnotations from './preview';

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

// A story whose name ends in "Mobile" renders on a 375 px wide phone viewport (the spec's mobile
// layout is below 480 px); every other story on a 1280 px desktop.
beforeEach(async (context) => {
  const mobile = /Mobile$/.test(context.task.name);
  await page.viewport(mobile ? 375 : 1280, mobile ? 740 : 800);
});

// Visual regression: after each story (and its play function) has run, the page is compared with
// the committed baseline in __screenshots__ beside the stories file.
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot();
});
