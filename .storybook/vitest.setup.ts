import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import * as projectAnnotations from './preview';

// Read by preview.tsx: stories under test get the padding Storybook's own UI gives them.
(globalThis as { __STORY_TEST__?: boolean }).__STORY_TEST__ = true;

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

// Visual regression: after each story (and its play function) has run, the page is compared with
// the committed baseline in __screenshots__ beside the stories file.
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot();
});
