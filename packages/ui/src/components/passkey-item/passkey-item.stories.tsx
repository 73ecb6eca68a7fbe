import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { DeviceIcon } from './device-icon';
import { PasskeyItem, PasskeyList } from './passkey-item';

const meta = {
  title: 'Composites/PasskeyItem',
  component: PasskeyItem,
  tags: ['autodocs'],
  args: {
    name: 'Chrome on macOS',
    device: 'computer',
    backedUp: true,
    createdAt: '20 Nov 2026',
    lastUsedAt: '27 Nov 2026, 09:30',
    onRename: fn(),
    onRemove: fn(),
  },
  render: (args) => (
    <PasskeyList aria-label="Your passkeys" className="max-w-xl">
      <PasskeyItem {...args} />
    </PasskeyList>
  ),
} satisfies Meta<typeof PasskeyItem>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A laptop's synced passkey, used before. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const item = canvas.getByRole('listitem');
    await expect(item).toHaveAttribute('data-state', 'idle');
    await expect(item).toHaveAttribute('data-device', 'computer');
    await expect(canvas.getByText('Synced')).toBeVisible();
    await expect(canvas.getByText('Added 20 Nov 2026 · Last used 27 Nov 2026, 09:30')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Rename Chrome on macOS' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Remove Chrome on macOS' })).toBeEnabled();
  },
};

/** A phone's passkey kept on that phone only (no badge), never used yet. */
export const PhoneNeverUsed: Story = {
  args: { name: 'Safari on iOS', device: 'phone', backedUp: false, lastUsedAt: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Added 20 Nov 2026 · Not used yet')).toBeVisible();
    await expect(canvas.queryByText('Synced')).toBeNull();
    await expect(canvas.getByRole('listitem')).toHaveAttribute('data-device', 'phone');
  },
};

/** A device the service could not name (a security key, say): the key icon. */
export const UnknownDevice: Story = {
  args: { name: 'Security key', device: 'unknown', backedUp: false },
};

/** Several rows, texts in Slovene from the props. */
export const ListInSlovene: Story = {
  render: (args) => (
    <PasskeyList aria-label="Vaši ključi za dostop" className="max-w-xl">
      {[
        { name: 'Chrome v sistemu macOS', device: 'computer', backedUp: true, lastUsedAt: '27. 11. 2026' },
        { name: 'Telefon', device: 'phone', backedUp: false, lastUsedAt: null },
        { name: 'Varnostni ključ', device: 'unknown', backedUp: false, lastUsedAt: '1. 11. 2026' },
      ].map((p) => (
        <PasskeyItem
          key={p.name}
          {...args}
          name={p.name}
          device={p.device as 'computer' | 'phone' | 'unknown'}
          backedUp={p.backedUp}
          createdAt="20. 11. 2026"
          lastUsedAt={p.lastUsedAt}
          formatCreated={(date) => `Dodan ${date}`}
          formatLastUsed={(date) => `Zadnja uporaba ${date}`}
          neverUsedLabel="Še ni bil uporabljen"
          syncedLabel="Sinhroniziran"
          renameLabel="Preimenuj"
          removeLabel="Odstrani"
          formatRenameLabel={(name) => `Preimenuj ${name}`}
          formatRemoveLabel={(name) => `Odstrani ${name}`}
        />
      ))}
    </PasskeyList>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('list', { name: 'Vaši ključi za dostop' })).toBeVisible();
    await expect(canvas.getByText('Dodan 20. 11. 2026 · Še ni bil uporabljen')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Odstrani Telefon' })).toBeVisible();
  },
};

/**
 * Rename in place: an empty or too long name is refused under the field, Escape restores the name,
 * Enter saves the trimmed one and focus returns to Rename.
 */
export const Rename: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Chrome on macOS' }));
    const field = canvas.getByRole('textbox', { name: 'Passkey name' });
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue('Chrome on macOS');
    await expect(canvas.getByRole('listitem')).toHaveAttribute('data-state', 'editing');

    await userEvent.clear(field);
    await userEvent.type(field, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Enter a name.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(field);
    await userEvent.type(field, 'x'.repeat(65));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Use at most 64 characters.')).toBeVisible();
    await expect(args.onRename).not.toHaveBeenCalled();

    // Escape leaves the name as it was.
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByText('Chrome on macOS')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Rename Chrome on macOS' })).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const again = canvas.getByRole('textbox', { name: 'Passkey name' });
    await userEvent.clear(again);
    await userEvent.type(again, '  Work laptop  {Enter}');
    await expect(args.onRename).toHaveBeenCalledTimes(1);
    await expect(args.onRename).toHaveBeenCalledWith('Work laptop');
    await waitFor(() => expect(canvas.getByRole('listitem')).toHaveAttribute('data-state', 'idle'));
    await expect(canvas.getByRole('button', { name: 'Rename Chrome on macOS' })).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The save is refused: its message stays under the field and the row stays in editing. */
export const RenameRefused: Story = {
  args: {
    onRename: fn(
      () => new Promise<string>((resolve) => setTimeout(() => resolve('The name could not be saved.'), 200)),
    ),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Chrome on macOS' }));
    const field = canvas.getByRole('textbox', { name: 'Passkey name' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Work laptop{Enter}');
    await expect(canvas.getByRole('listitem')).toHaveAttribute('data-state', 'saving');
    await expect(canvas.getByRole('button', { name: /Save/ })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(canvas.getByText('The name could not be saved.')).toBeVisible());
    await expect(canvas.getByRole('listitem')).toHaveAttribute('data-state', 'editing');
    await expect(field).toHaveValue('Work laptop');
    await expect(args.onRename).toHaveBeenCalledTimes(1);
  },
};

/** Remove only asks: the screen confirms it (with a code). */
export const Remove: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Chrome on macOS' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(args.onRename).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** While a removal runs, both actions wait. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove Chrome on macOS' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Rename Chrome on macOS' })).toBeDisabled();
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** Without handlers the row only shows the passkey (a read-only list). */
export const ReadOnly: Story = {
  args: { onRename: undefined, onRemove: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** At 375 px the actions wrap under a long name; the editing row keeps Save and Cancel in view. */
export const Mobile: Story = {
  args: { name: 'Samsung Internet on Android (work phone)', device: 'phone' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Remove Samsung/ })).toBeVisible();
  },
};

/** The device icon set: computer, phone, unknown (a key). */
export const DeviceIcons: Story = {
  render: () => (
    <div className="flex gap-4 text-foreground">
      <DeviceIcon device="computer" className="size-6" />
      <DeviceIcon device="phone" className="size-6" />
      <DeviceIcon device="unknown" className="size-6" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('[data-slot="device-icon"]');
    await expect([...icons].map((icon) => icon.getAttribute('data-device'))).toEqual([
      'computer',
      'phone',
      'unknown',
    ]);
    for (const icon of icons) await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
};
