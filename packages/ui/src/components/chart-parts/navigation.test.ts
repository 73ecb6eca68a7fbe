import { describe, expect, it } from 'vitest';
import { nextIndex } from './navigation';

const timeAxis = { wrap: false, start: 'last' } as const;
const pie = { wrap: true, start: 'first' } as const;

describe('nextIndex on a time axis', () => {
  it('starts at the latest point', () => {
    expect(nextIndex('ArrowLeft', null, 5, timeAxis)).toBe(4);
    expect(nextIndex('ArrowRight', null, 5, timeAxis)).toBe(4);
  });
  it('moves one step and stops at the ends', () => {
    expect(nextIndex('ArrowLeft', 4, 5, timeAxis)).toBe(3);
    expect(nextIndex('ArrowRight', 3, 5, timeAxis)).toBe(4);
    expect(nextIndex('ArrowRight', 4, 5, timeAxis)).toBe(4);
    expect(nextIndex('ArrowLeft', 0, 5, timeAxis)).toBe(0);
  });
  it('jumps with Home and End and hides with Escape', () => {
    expect(nextIndex('Home', 3, 5, timeAxis)).toBe(0);
    expect(nextIndex('End', 1, 5, timeAxis)).toBe(4);
    expect(nextIndex('Escape', 1, 5, timeAxis)).toBeNull();
  });
  it('leaves Up, Down and other keys to the browser', () => {
    expect(nextIndex('ArrowUp', 1, 5, timeAxis)).toBeUndefined();
    expect(nextIndex('ArrowDown', 1, 5, timeAxis)).toBeUndefined();
    expect(nextIndex('Tab', 1, 5, timeAxis)).toBeUndefined();
  });
  it('does nothing without data', () => {
    expect(nextIndex('ArrowLeft', null, 0, timeAxis)).toBeUndefined();
  });
});

describe('nextIndex on a pie', () => {
  it('starts at the first segment and runs round both ways', () => {
    expect(nextIndex('ArrowDown', null, 3, pie)).toBe(0);
    expect(nextIndex('ArrowRight', 2, 3, pie)).toBe(0);
    expect(nextIndex('ArrowUp', 0, 3, pie)).toBe(2);
    expect(nextIndex('ArrowLeft', 1, 3, pie)).toBe(0);
  });
});
