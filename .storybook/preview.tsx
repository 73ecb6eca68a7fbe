import type { Preview } from '@storybook/react-vite';
import '../packages/ui/src/styles.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // An axe violation fails the story's test, not just the panel.
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile (375)', styles: { width: '375px', height: '740px' } },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'contrast', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  // Desktop stories render at 1280×800; a story that sets the 'mobile' viewport global at 375×740.
  initialGlobals: { theme: 'light', viewport: { value: 'desktop', isRotated: false } },
  decorators: [
    (Story, context) => {
      const theme = (context.globals.theme as string | undefined) ?? 'light';
      document.documentElement.dataset.theme = theme;
      // Storybook's UI pads 'padded' stories itself; the story tests render bare, so pad them here
      // (else focus rings at the edge are clipped out of the screenshots).
      if (
        (globalThis as { __STORY_TEST__?: boolean }).__STORY_TEST__ &&
        context.parameters.layout !== 'fullscreen'
      ) {
        return (
          <div className="p-4">
            <Story />
          </div>
        );
      }
      return <Story />;
    },
  ],
};
export default preview;
