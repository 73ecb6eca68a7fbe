import { expect } from 'storybook/test';

/**
 * For stories: the x-axis labels are whole (descenders of g, j, p inside the chart, not cut off by
 * its bottom edge) and none runs into its neighbour. Not exported from the kit.
 */
export async function expectReadableXAxis(root: HTMLElement, minLabels = 2) {
  const svg = root.querySelector<SVGSVGElement>('svg');
  const labels = [...root.querySelectorAll<SVGTextElement>('.visx-axis-bottom text')];
  await expect(svg).not.toBeNull();
  await expect(labels.length).toBeGreaterThanOrEqual(minLabels);
  const bottom = (svg as SVGSVGElement).getBoundingClientRect().bottom;
  const boxes = labels.map((label) => label.getBoundingClientRect());
  for (const box of boxes) await expect(box.bottom).toBeLessThanOrEqual(bottom);
  const sorted = boxes.toSorted((a, b) => a.left - b.left);
  for (let i = 1; i < sorted.length; i++) {
    await expect(sorted[i]!.left - sorted[i - 1]!.right).toBeGreaterThanOrEqual(4);
  }
}
