/** Tolerance of the fallback comparison, relative to the quotient. */
const TOLERANCE = 1e-9;

/**
 * Whether `value` is an integer multiple of `divisor` (> 0), exactly for decimal numbers: `0.3` is a multiple
 * of `0.1` and `0.00751` is not a multiple of `0.0001`, although binary floating point says otherwise for
 * both. Both are scaled to integers by their decimal digits; when that cannot be exact, a relative tolerance
 * decides, and a quotient too large to represent passes, so a valid value is never rejected over rounding.
 */
export function isMultipleOf(value: number, divisor: number): boolean {
  if (!Number.isFinite(value)) return true;
  if (Number.isInteger(value) && Number.isInteger(divisor)) return value % divisor === 0;
  const digits = Math.max(decimalDigits(value), decimalDigits(divisor));
  if (digits <= 15) {
    const scale = 10 ** digits;
    const scaledValue = Math.round(value * scale);
    const scaledDivisor = Math.round(divisor * scale);
    if (Number.isSafeInteger(scaledValue) && Number.isSafeInteger(scaledDivisor) && scaledDivisor > 0) {
      return scaledValue % scaledDivisor === 0;
    }
  }
  const quotient = value / divisor;
  if (!Number.isFinite(quotient)) return true;
  return Math.abs(quotient - Math.round(quotient)) <= TOLERANCE * Math.max(1, Math.abs(quotient));
}

/** Digits after the decimal point of the shortest decimal rendering (`1e-7` has 7). */
function decimalDigits(value: number): number {
  const text = String(value);
  const exponentAt = text.indexOf("e");
  const mantissa = exponentAt === -1 ? text : text.slice(0, exponentAt);
  const exponent = exponentAt === -1 ? 0 : Number(text.slice(exponentAt + 1));
  const point = mantissa.indexOf(".");
  const fraction = point === -1 ? 0 : mantissa.length - point - 1;
  return Math.max(0, fraction - exponent);
}
