/**
 * The kit's Select registered with react-hook-form (`register`, no Controller): the form's default
 * value shows on the first render, a choice reaches the submitted values, and `reset` shows the new
 * value. react-hook-form sets a registered field's value through its ref, as it does for a native
 * <select>.
 */
import { Select } from '@invest/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
});

const options = [
  { value: 'NONE', label: 'Never' },
  { value: 'WEEKLY', label: 'Weekly' },
  { value: 'MONTHLY', label: 'Monthly' },
];

function Form({ onSubmit }: { onSubmit: (values: { frequency: string }) => void }) {
  const form = useForm({ defaultValues: { frequency: 'MONTHLY' } });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)}>
      <Select
        label="Account summary e-mails"
        placeholder="Choose how often"
        options={options}
        {...form.register('frequency')}
      />
      <button type="submit">Save</button>
      <button type="button" onClick={() => form.reset({ frequency: 'NONE' })}>
        Reset
      </button>
    </form>
  );
}

function renderForm(onSubmit: (values: { frequency: string }) => void) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <Form onSubmit={onSubmit} />
    </StrictMode>,
  );
  cleanup = () => {
    root.unmount();
    container.remove();
  };
}

describe('Select registered with react-hook-form', () => {
  it('shows the default value, submits a choice and shows a reset value', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    const select = page.getByRole('combobox', { name: 'Account summary e-mails' });
    await expect.element(select).toHaveDisplayValue('Monthly');
    await expect.element(select).not.toHaveAttribute('data-placeholder');

    await userEvent.selectOptions(select, 'Weekly');
    await page.getByRole('button', { name: 'Save' }).click();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ frequency: 'WEEKLY' });

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.element(select).toHaveDisplayValue('Never');
  });
});
