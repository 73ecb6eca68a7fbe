import { describe, expect, it } from 'vitest';
import { stepperStepState } from './stepper';

describe('stepperStepState', () => {
  it('marks steps before the current one complete by default', () => {
    expect([0, 1, 2, 3].map((i) => stepperStepState(i, 2))).toEqual([
      'complete',
      'complete',
      'current',
      'upcoming',
    ]);
  });

  it('follows an explicit completed list (a user who went back keeps later answers)', () => {
    expect([0, 1, 2, 3].map((i) => stepperStepState(i, 1, [0, 2]))).toEqual([
      'complete',
      'current',
      'complete',
      'upcoming',
    ]);
  });

  it('the current step is current even if listed as completed', () => {
    expect(stepperStepState(1, 1, [0, 1])).toBe('current');
  });
});
