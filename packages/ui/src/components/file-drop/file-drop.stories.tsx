import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { FileDrop } from './file-drop';

/** A small real image file (a two-colour gradient), made synchronously so stories can start with it. */
function imageFile(name: string, type: 'image/jpeg' | 'image/png', from: string, to: string): File {
  const canvas = document.createElement('canvas');
  canvas.width = 96;
  canvas.height = 64;
  const context = canvas.getContext('2d')!;
  const gradient = context.createLinearGradient(0, 0, 96, 64);
  gradient.addColorStop(0, from);
  gradient.addColorStop(1, to);
  context.fillStyle = gradient;
  context.fillRect(0, 0, 96, 64);
  const base64 = canvas.toDataURL(type, 0.9).split(',')[1]!;
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type, lastModified: 1_700_000_000_000 });
}

const jpegOnly = { 'image/jpeg': ['.jpg', '.jpeg'] };

const meta = {
  title: 'Composites/FileDrop',
  component: FileDrop,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
  args: {
    accept: jpegOnly,
    maxSize: 5_000_000,
    label: 'Drag a photo of your ID here or choose one',
    hint: 'JPEG, up to 5 MB',
    onValueChange: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof FileDrop>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const zone = canvas.getByRole('button', { name: /Drag a photo of your ID here or choose one/ });
    await expect(zone).toHaveAccessibleName(/JPEG, up to 5 MB/);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const photo = imageFile('id-front.jpg', 'image/jpeg', '#1d4ed8', '#0e9384');

    await userEvent.upload(input, photo);
    const item = await canvas.findByText('id-front.jpg');
    const row = item.closest('li')!;
    const preview = await within(row).findByRole('presentation');
    await expect(preview).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    await waitFor(() => expect((preview as HTMLImageElement).naturalWidth).toBe(96));
    await expect(args.onValueChange).toHaveBeenLastCalledWith([photo]);

    // Removing it revokes the preview URL.
    const revoke = spyOn(URL, 'revokeObjectURL');
    const src = preview.getAttribute('src');
    await userEvent.click(within(row).getByRole('button', { name: 'Remove id-front.jpg' }));
    await expect(canvas.queryByText('id-front.jpg')).toBeNull();
    await expect(revoke).toHaveBeenCalledWith(src);
    await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
    revoke.mockRestore();
  },
};

export const RejectsWrongType: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const zone = canvas.getByRole('button', { name: /Drag a photo/ });
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const png = imageFile('scan.png', 'image/png', '#dc6803', '#7a5af8');
    // A picker may still hand over another type (a phone's "all files"); the zone checks it itself.
    await userEvent.setup({ applyAccept: false }).upload(input, png);
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('scan.png is not an accepted file type.'));
    await expect(zone).toHaveAccessibleDescription(/not an accepted file type/);
    await expect(args.onReject).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvasElement.querySelector('[data-slot="file-drop-list"]')).toBeNull();
  },
};

export const RejectsTooLarge: Story = {
  args: { maxSize: 1000, hint: 'JPEG, up to 1 KB' },
  play: async ({ canvas, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const big = new File([new Uint8Array(4000)], 'large.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, big);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('large.jpg is larger than 1 KB.'),
    );
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const zone = canvas.getByRole('button', { name: /Drag a photo/ });
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const opened = fn();
    // The browser's picker cannot show in a test; the click on the hidden input is what opens it.
    input.addEventListener('click', (event) => {
      event.preventDefault();
      opened();
    });
    await userEvent.tab();
    await expect(zone).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(2));
    zone.blur();
  },
};

export const WithPreview: Story = {
  args: { defaultValue: [imageFile('id-front.jpg', 'image/jpeg', '#1d4ed8', '#0e9384')] },
};

export const Uploading: Story = {
  args: {
    defaultValue: [imageFile('id-front.jpg', 'image/jpeg', '#1d4ed8', '#0e9384')],
    fileStatus: () => 'uploading',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading');
  },
};

export const Uploaded: Story = {
  args: {
    defaultValue: [imageFile('id-front.jpg', 'image/jpeg', '#1d4ed8', '#0e9384')],
    fileStatus: () => 'success',
  },
  play: async ({ canvas }) => {
    const row = canvas.getByText('id-front.jpg').closest('li')!;
    await expect(row).toHaveAttribute('data-state', 'success');
    await expect(within(row).getByText('Uploaded')).toHaveClass('sr-only');
  },
};

export const Multiple: Story = {
  args: {
    multiple: true,
    accept: { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'application/pdf': ['.pdf'] },
    label: 'Drag documents here or choose them',
    hint: 'JPEG, PNG or PDF, up to 5 MB each',
    defaultValue: [
      imageFile('id-front.jpg', 'image/jpeg', '#1d4ed8', '#0e9384'),
      imageFile('id-back.png', 'image/png', '#7a5af8', '#dc6803'),
    ],
  },
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await expect(input).toHaveAttribute('multiple');
    const pdf = new File([new Uint8Array(52_000)], 'proof-of-address.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, pdf);
    await expect(await canvas.findByText('proof-of-address.pdf')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('52 KB')).toBeVisible();
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: [imageFile('id-front.jpg', 'image/jpeg', '#1d4ed8', '#0e9384')] },
  play: async ({ canvas }) => {
    const zone = canvas.getByRole('button', { name: /Drag a photo/ });
    await expect(zone).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Remove id-front.jpg' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: {
    defaultValue: [
      imageFile('a-very-long-file-name-from-a-phone-camera-20241122.jpg', 'image/jpeg', '#1d4ed8', '#0e9384'),
    ],
    fileStatus: () => 'success',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
