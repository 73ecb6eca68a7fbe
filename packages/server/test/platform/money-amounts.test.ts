/**
 * Euro amounts in the contract carry `multipleOf: 0.01`. Binary floats cannot divide by 0.01
 * (19.99 / 0.01 = 1998.9999999999998), so the service checks multiples on the decimal digits.
 */
import { describe, expect, it } from 'vitest';
import { createContractAjv, isDecimalMultiple, type JsonObject } from '../../src/platform/contract.ts';
import { testContract } from '../helpers/app.ts';

const VALID = [19.99, 0.29, 33.33, 1234567.89, 0.01, 100, 1250.5, 0.07, 4.35, 8.2, 9999999.99];
const INVALID = [0.001, 1e-7, 19.999, 0.015, 100.005, 1234567.891, 5e-324];

/** Names of the component schemas with `multipleOf: 0.01` (the contract's euro amounts). */
function amountSchemas(): string[] {
  const schemas = (testContract().document.components as JsonObject).schemas as JsonObject;
  return Object.entries(schemas)
    .filter(([, schema]) => (schema as JsonObject).multipleOf === 0.01)
    .map(([name]) => name);
}

describe('euro amounts (multipleOf 0.01)', () => {
  const names = amountSchemas();

  it('finds the contract’s amount schemas', () => {
    expect(names).toEqual(expect.arrayContaining(['Money', 'PositiveMoney']));
  });

  it('shows the floating-point problem the check avoids', () => {
    expect(Number.isInteger(19.99 / 0.01)).toBe(false);
  });

  for (const coerceTypes of [false, true]) {
    const ajv = createContractAjv(testContract().document, { coerceTypes });
    it.each(names)(
      `accepts amounts in whole cents and refuses finer ones: %s (coerce ${coerceTypes})`,
      (name) => {
        const validate = ajv.compile({ $ref: `openapi.json#/components/schemas/${name}` });
        for (const amount of VALID) expect(validate(amount), `${name} ${amount}`).toBe(true);
        for (const amount of INVALID) {
          expect(validate(amount), `${name} ${amount}`).toBe(false);
          // (PositiveMoney's minimum of 0.01 speaks first for smaller amounts.)
          if (amount >= 0.01)
            expect(validate.errors?.[0]).toMatchObject({
              keyword: 'multipleOf',
              message: 'must be a multiple of 0.01',
            });
        }
      },
    );
  }

  it('reads query strings as decimals too (coerced parameters)', () => {
    const ajv = createContractAjv(testContract().document, { coerceTypes: true });
    const validate = ajv.compile({
      type: 'object',
      properties: { amount: { $ref: 'openapi.json#/components/schemas/Money' } },
    });
    expect(validate({ amount: '19.99' })).toBe(true);
    expect(validate({ amount: '19.999' })).toBe(false);
  });

  it('handles other divisors, negative values and exponents exactly', () => {
    expect(isDecimalMultiple(-19.99, 0.01)).toBe(true);
    expect(isDecimalMultiple(-0.015, 0.01)).toBe(false);
    expect(isDecimalMultiple(1e21, 0.01)).toBe(true);
    expect(isDecimalMultiple(0.3, 0.1)).toBe(true);
    expect(isDecimalMultiple(7.5, 2.5)).toBe(true);
    expect(isDecimalMultiple(7, 2.5)).toBe(false);
    expect(isDecimalMultiple(15, 5)).toBe(true);
    expect(isDecimalMultiple(1, 0)).toBe(false);
  });
});
