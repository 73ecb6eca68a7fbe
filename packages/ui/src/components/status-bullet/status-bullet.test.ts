import { describe, expect, it } from 'vitest';
import { statusBulletLabel, statusBulletStatuses, statusBulletTone } from './status-bullet';

describe('statusBulletTone', () => {
  it('gives only PROCESSED the success bullet', () => {
    const tones = Object.fromEntries(
      statusBulletStatuses.map((status) => [status, statusBulletTone(status)]),
    );
    expect(tones).toEqual({
      PROCESSED: 'success',
      PENDING: 'neutral',
      DONE: 'neutral',
      DECLINED: 'neutral',
      ACTIVE: 'neutral',
      CANCELED: 'neutral',
      COMPLETE: 'neutral',
      NONE: 'neutral',
    });
  });

  it('treats unknown and differently cased statuses as neutral', () => {
    expect(statusBulletTone('REFUNDED')).toBe('neutral');
    expect(statusBulletTone('processed')).toBe('neutral');
    expect(statusBulletTone('')).toBe('neutral');
  });
});

describe('statusBulletLabel', () => {
  it('turns the status word into sentence case', () => {
    expect(statusBulletLabel('PROCESSED')).toBe('Processed');
    expect(statusBulletLabel('CANCELED')).toBe('Canceled');
    expect(statusBulletLabel('INVESTMENT_END')).toBe('Investment end');
  });

  it('keeps an empty status empty', () => {
    expect(statusBulletLabel('')).toBe('');
  });
});
