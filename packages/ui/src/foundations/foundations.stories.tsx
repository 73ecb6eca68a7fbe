import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { expect } from 'storybook/test';
import { contrastRatio } from './contrast';

/*
 * Every value on these pages is read from the live stylesheet (CSS variables and computed styles),
 * never copied here, so a changed token or theme shows up without touching this file.
 */

const pairs = [
  ['background', 'foreground'],
  ['card', 'card-foreground'],
  ['popover', 'popover-foreground'],
  ['primary', 'primary-foreground'],
  ['secondary', 'secondary-foreground'],
  ['muted', 'muted-foreground'],
  ['accent', 'accent-foreground'],
  ['destructive', 'destructive-foreground'],
  ['success', 'success-foreground'],
  ['warning', 'warning-foreground'],
  ['info', 'info-foreground'],
] as const;

// Status tints carry body text in the foreground colour and icons in the status colour.
const tints = [
  ['destructive-muted', 'destructive'],
  ['success-muted', 'success'],
  ['warning-muted', 'warning'],
  ['info-muted', 'info'],
] as const;

// Input outlines and focus rings need 3:1 against the surfaces they sit on (WCAG 1.4.11); --border
// only separates areas that are distinguishable anyway, so it stays quiet on purpose.
const lines = ['input', 'ring'] as const;
const charts = ['chart-1', 'chart-2', 'chart-3', 'chart-4', 'chart-5'] as const;

const allTokens = [...pairs.flat(), ...tints.map(([surface]) => surface), 'border', ...lines, ...charts];

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true });
  return () => observer.disconnect();
}

function snapshot() {
  const styles = getComputedStyle(document.documentElement);
  return JSON.stringify(allTokens.map((name) => styles.getPropertyValue(`--${name}`).trim()));
}

/** The current value of every colour token, re-read whenever the root's theme attribute changes. */
function useTokens(): Record<string, string> {
  const values = JSON.parse(useSyncExternalStore(subscribe, snapshot)) as string[];
  return Object.fromEntries(allTokens.map((name, index) => [name, values[index] ?? '']));
}

function Ratio({ value, min }: { value: number | null; min: number }) {
  if (value === null) return <span className="text-muted-foreground">ratio n/a</span>;
  const pass = value >= min;
  return (
    <span
      data-slot="contrast"
      data-state={pass ? 'pass' : 'fail'}
      className={pass ? 'font-medium text-success' : 'font-semibold text-destructive'}
    >
      {value.toFixed(2)}:1 {pass ? (min === 3 ? '≥ 3' : 'AA') : 'fails'}
    </span>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2.5">
      <h2 className="text-sm font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Values({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 px-3 py-2 font-mono text-[0.6875rem]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="text-right">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const tile = 'overflow-hidden rounded-lg border bg-card shadow-card';

function ColourPalette() {
  const tokens = useTokens();
  const value = (name: string) => tokens[name] ?? '';
  return (
    <div className="flex flex-col gap-6">
      <Section title="Surface and text pairs (text must reach 4.5:1)">
        <ul className="grid grid-cols-3 gap-3 md:grid-cols-4 lg:grid-cols-6">
          {pairs.map(([surface, text]) => (
            <li key={surface} data-token={surface} className={tile}>
              <div
                className="flex h-14 items-center justify-between gap-2 px-3"
                style={{ background: `var(--${surface})`, color: `var(--${text})` }}
              >
                <span className="text-xl font-semibold">Aa</span>
                <span className="truncate text-xs font-medium">{surface}</span>
              </div>
              <Values
                rows={[
                  ['surface', value(surface)],
                  ['text', value(text)],
                  [
                    'ratio',
                    <Ratio key="ratio" value={contrastRatio(value(surface), value(text))} min={4.5} />,
                  ],
                ]}
              />
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Status tints (foreground text 4.5:1, status-coloured icons 3:1)">
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {tints.map(([surface, accent]) => (
            <li key={surface} data-token={surface} className={tile}>
              <div className="flex h-11 items-center gap-2 px-3" style={{ background: `var(--${surface})` }}>
                <span className="size-3.5 rounded-full" style={{ background: `var(--${accent})` }} />
                <span className="text-xs font-medium text-foreground">{surface}</span>
              </div>
              <Values
                rows={[
                  ['value', value(surface)],
                  [
                    'text',
                    <Ratio key="text" value={contrastRatio(value(surface), value('foreground'))} min={4.5} />,
                  ],
                  ['icon', <Ratio key="icon" value={contrastRatio(value(surface), value(accent))} min={3} />],
                ]}
              />
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Lines and focus (3:1 against card and background)">
        <ul className="grid grid-cols-3 gap-3">
          {lines.map((line) => (
            <li key={line} data-token={line} className={tile}>
              <div className="p-3 pb-0">
                <span className="block h-7 rounded-md border-2" style={{ borderColor: `var(--${line})` }} />
              </div>
              <Values
                rows={[
                  [`--${line}`, value(line)],
                  ['on card', <Ratio key="card" value={contrastRatio(value(line), value('card'))} min={3} />],
                  [
                    'on background',
                    <Ratio key="bg" value={contrastRatio(value(line), value('background'))} min={3} />,
                  ],
                ]}
              />
            </li>
          ))}
          <li data-token="border" className={tile}>
            <div className="p-3 pb-0">
              <span className="block h-7 rounded-md border-2" />
            </div>
            <Values
              rows={[
                ['--border', value('border')],
                ['use', 'dividers, card edges'],
                ['minimum', 'none (decorative)'],
              ]}
            />
          </li>
        </ul>
      </Section>
      <Section title="Chart series">
        <ul className="grid grid-cols-5 gap-3">
          {charts.map((chart) => (
            <li key={chart} data-token={chart} className="flex flex-col gap-1 font-mono text-[0.6875rem]">
              <span className="h-8 rounded-md" style={{ background: `var(--${chart})` }} />
              <span>
                --{chart} <span className="text-muted-foreground">{value(chart)}</span>
              </span>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

/** A computed style of the referenced element, measured after layout. */
function useComputed(read: (style: CSSStyleDeclaration) => string) {
  const ref = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState('');
  useLayoutEffect(() => {
    if (ref.current) setValue(read(getComputedStyle(ref.current)));
  }, [read]);
  return [ref, value] as const;
}

/** A type sample with its class and computed metrics beside it. */
function Measured({
  className,
  children,
  read,
}: {
  className: string;
  children: ReactNode;
  read: (style: CSSStyleDeclaration) => string;
}) {
  const [ref, value] = useComputed(read);
  return (
    <div className="flex items-baseline gap-4 border-b py-2 last:border-b-0">
      <span className="w-44 shrink-0 font-mono text-[0.6875rem] text-muted-foreground">
        {className}
        <br />
        {value}
      </span>
      <div ref={ref} className={className}>
        {children}
      </div>
    </div>
  );
}

const fontMetrics = (style: CSSStyleDeclaration) => `${style.fontSize} / ${style.lineHeight}`;
const fontWeight = (style: CSSStyleDeclaration) => `weight ${style.fontWeight}`;
// A pill radius computes to a huge number; show it as what it means.
const radius = (style: CSSStyleDeclaration) =>
  parseFloat(style.borderTopLeftRadius) >= 1000 ? 'pill' : style.borderTopLeftRadius;
// Tailwind layers empty ring/inset shadows before the real one; list only the visible layers.
const shadow = (style: CSSStyleDeclaration) =>
  style.boxShadow
    .split(/,(?![^(]*\))/)
    .map((layer) => layer.trim())
    .filter((layer) => !layer.startsWith('rgba(0, 0, 0, 0)'))
    .join(',\n');
const width = (style: CSSStyleDeclaration) => style.width;

const typeScale = [
  'text-4xl font-semibold',
  'text-3xl font-semibold',
  'text-2xl font-semibold',
  'text-xl font-semibold',
  'text-lg font-semibold',
  'text-base',
  'text-sm',
  'text-xs',
];

const amounts = ['1,111.11 €', '8,888.88 €', '10,480.25 €', '−250.00 €'];

function TypeScale() {
  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      <Section title="Type scale (Inter, self-hosted)">
        <div>
          {typeScale.map((className) => (
            <Measured key={className} className={className} read={fontMetrics}>
              Invest with confidence
            </Measured>
          ))}
        </div>
      </Section>
      <div className="flex flex-col gap-8">
        <Section title="Weights">
          <div>
            {['font-normal', 'font-medium', 'font-semibold', 'font-bold'].map((className) => (
              <Measured key={className} className={`text-base ${className}`} read={fontWeight}>
                Available funds
              </Measured>
            ))}
          </div>
        </Section>
        <Section title="Money: always tabular figures, right-aligned">
          <div className="grid grid-cols-2 gap-6 rounded-lg border bg-card p-5 shadow-card">
            <div className="flex flex-col gap-1">
              <span className="text-xs font-medium text-muted-foreground">tabular-nums (use this)</span>
              {amounts.map((amount) => (
                <span key={amount} data-figures="tabular" className="text-right text-lg tabular-nums">
                  {amount}
                </span>
              ))}
            </div>
            <div className="flex flex-col gap-1">
              <span className="text-xs font-medium text-muted-foreground">
                proportional (avoid for money)
              </span>
              {amounts.map((amount) => (
                <span key={amount} className="text-right text-lg">
                  {amount}
                </span>
              ))}
            </div>
          </div>
          <p className="text-sm text-muted-foreground">
            Slovene formatting of the same figures, e.g.{' '}
            <span className="tabular-nums text-foreground">10.480,25 €</span>, comes from{' '}
            <code className="font-mono">Intl.NumberFormat</code> in the app; components take formatted strings
            or a formatter.
          </p>
        </Section>
      </div>
    </div>
  );
}

const spacing = [
  { name: '1', className: 'w-1' },
  { name: '2', className: 'w-2' },
  { name: '3', className: 'w-3' },
  { name: '4', className: 'w-4' },
  { name: '5', className: 'w-5' },
  { name: '6', className: 'w-6' },
  { name: '8', className: 'w-8' },
  { name: '10', className: 'w-10' },
  { name: '12', className: 'w-12' },
  { name: '16', className: 'w-16' },
  { name: '24', className: 'w-24' },
];

function SpacingRow({ name, className }: { name: string; className: string }) {
  const [ref, value] = useComputed(width);
  return (
    <li className="flex items-center gap-4">
      <span className="w-8 text-right font-mono text-xs">{name}</span>
      <span className="w-12 font-mono text-xs text-muted-foreground">{value}</span>
      <div ref={ref} className={`h-4 rounded-sm bg-primary ${className}`} />
    </li>
  );
}

function SpacingScale() {
  return (
    <Section title="Spacing (gap, padding, margin: multiples of 4 px)">
      <ul className="flex flex-col gap-2">
        {spacing.map((step) => (
          <SpacingRow key={step.name} {...step} />
        ))}
      </ul>
      <p className="max-w-xl text-sm text-muted-foreground">
        Cards use p-4 on phones and p-6 from 480 px; stacks inside them gap-3 to gap-5; form fields are h-10.
      </p>
    </Section>
  );
}

const radii = ['rounded-sm', 'rounded-md', 'rounded-lg', 'rounded-xl', 'rounded-full'];

function RadiusTile({ className }: { className: string }) {
  const [ref, value] = useComputed(radius);
  return (
    <li className="flex flex-col items-center gap-2 text-xs">
      <div ref={ref} className={`size-20 border-2 border-primary bg-accent ${className}`} />
      <span className="font-mono">{className}</span>
      <span data-slot="measured" className="font-mono text-muted-foreground">
        {value}
      </span>
    </li>
  );
}

function RadiusScale() {
  return (
    <Section title="Radii (derived from --radius)">
      <ul className="flex flex-wrap gap-8">
        {radii.map((className) => (
          <RadiusTile key={className} className={className} />
        ))}
      </ul>
      <p className="max-w-xl text-sm text-muted-foreground">
        rounded-lg for cards and dialogs, rounded-md for inputs and buttons, rounded-full for pills and
        avatars.
      </p>
    </Section>
  );
}

const shadows = [
  { className: 'shadow-card', use: 'Cards, tiles, panels' },
  { className: 'shadow-overlay', use: 'Dialogs, menus, popovers, tooltips' },
];

function ShadowTile({ className, use }: { className: string; use: string }) {
  const [ref, value] = useComputed(shadow);
  return (
    <li className="flex flex-col gap-3">
      <div
        ref={ref}
        className={`flex h-28 items-center justify-center rounded-lg border bg-card text-sm ${className}`}
      >
        {use}
      </div>
      <span className="font-mono text-xs">{className}</span>
      <span className="whitespace-pre-line font-mono text-[0.6875rem] text-muted-foreground">{value}</span>
    </li>
  );
}

function ShadowScale() {
  return (
    <Section title="Shadows">
      <ul className="grid max-w-3xl grid-cols-2 gap-10 p-4">
        {shadows.map((item) => (
          <ShadowTile key={item.className} {...item} />
        ))}
      </ul>
    </Section>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Shared check: every swatch shows the live token value and every text pair reaches AA. */
async function assertPalette(canvasElement: HTMLElement) {
  const styles = getComputedStyle(document.documentElement);
  const primary = canvasElement.querySelector('[data-token="primary"]') as HTMLElement;
  await expect(primary).toHaveTextContent(styles.getPropertyValue('--primary').trim());
  await expect(primary).toHaveTextContent(styles.getPropertyValue('--primary-foreground').trim());
  await expect(canvasElement.querySelectorAll('[data-slot="contrast"][data-state="fail"]')).toHaveLength(0);
  await expect(canvasElement.querySelectorAll('[data-slot="contrast"][data-state="pass"]').length).toBe(
    pairs.length + tints.length * 2 + lines.length * 2,
  );
}

export const Colours: Story = {
  render: () => <ColourPalette />,
  play: async ({ canvasElement }) => assertPalette(canvasElement),
};

export const ColoursDark: Story = {
  globals: { theme: 'dark' },
  render: () => <ColourPalette />,
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await assertPalette(canvasElement);
  },
};

export const Typography: Story = {
  render: () => <TypeScale />,
  play: async ({ canvasElement }) => {
    const figures = canvasElement.querySelector('[data-figures="tabular"]') as HTMLElement;
    await expect(getComputedStyle(figures).fontVariantNumeric).toBe('tabular-nums');
  },
};

export const Spacing: Story = { render: () => <SpacingScale /> };

export const Radii: Story = {
  render: () => <RadiusScale />,
  play: async ({ canvasElement }) => {
    const base = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--radius')) * 16;
    const values = [...canvasElement.querySelectorAll('[data-slot="measured"]')].map((el) => el.textContent);
    // sm, md, lg, xl follow --radius (lg = --radius); full is a pill.
    await expect(values).toEqual([`${base - 4}px`, `${base - 2}px`, `${base}px`, `${base + 4}px`, 'pill']);
  },
};

export const Shadows: Story = { render: () => <ShadowScale /> };
