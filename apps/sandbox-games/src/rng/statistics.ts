/**
 * The statistics behind the RNG guard tests: chi-square goodness of fit with its critical value
 * computed from the regularised incomplete gamma function (not read from a table), and the
 * Wald–Wolfowitz runs test. Numerical methods after Numerical Recipes (3rd ed., §6.1–6.2).
 */

const LANCZOS = [
  57.15623566586292, -59.59796035547549, 14.136097974741746, -0.4919138160976202, 0.00003399464998481189,
  0.00004652362892704858, -0.00009837447530487956, 0.0001580887032249125, -0.00021026444172410488,
  0.00021743961811521265, -0.0001643181065367639, 0.00008441822398385275, -0.000026190838401581408,
  0.0000036899182659531625,
];

/** ln Γ(x) for x > 0 (Lanczos, g = 607/128, relative error below 1e-15). */
export function logGamma(x: number): number {
  let y = x;
  const shifted = x + 5.2421875;
  const tmp = (x + 0.5) * Math.log(shifted) - shifted;
  let series = 0.9999999999999971;
  for (const coefficient of LANCZOS) {
    y += 1;
    series += coefficient / y;
  }
  return tmp + Math.log((2.5066282746310007 * series) / x);
}

const EPSILON = 1e-15;
const MAX_ITERATIONS = 10_000;

/** The regularised lower incomplete gamma function P(a, x) = γ(a, x) / Γ(a). */
export function regularizedGammaP(a: number, x: number): number {
  if (x <= 0) return 0;
  return x < a + 1 ? gammaSeries(a, x) : 1 - gammaContinuedFraction(a, x);
}

function gammaSeries(a: number, x: number): number {
  let term = 1 / a;
  let sum = term;
  for (let n = 1; n < MAX_ITERATIONS; n++) {
    term *= x / (a + n);
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * EPSILON) break;
  }
  return sum * Math.exp(-x + a * Math.log(x) - logGamma(a));
}

/** Q(a, x) by Lentz's method on the continued fraction; converges fast for x ≥ a + 1. */
function gammaContinuedFraction(a: number, x: number): number {
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < MAX_ITERATIONS; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPSILON) break;
  }
  return Math.exp(-x + a * Math.log(x) - logGamma(a)) * h;
}

export function chiSquareCdf(x: number, degreesOfFreedom: number): number {
  return regularizedGammaP(degreesOfFreedom / 2, x / 2);
}

/** The p-quantile of the chi-square distribution, by bisection on its CDF (monotone, so it converges). */
export function chiSquareQuantile(p: number, degreesOfFreedom: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError('p must be in (0, 1)');
  let low = 0;
  let high = Math.max(1, degreesOfFreedom);
  while (chiSquareCdf(high, degreesOfFreedom) < p) high *= 2;
  for (let i = 0; i < 200 && high - low > 1e-12 * high; i++) {
    const middle = (low + high) / 2;
    if (chiSquareCdf(middle, degreesOfFreedom) < p) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/** The two-sided standard normal critical value: Z² is chi-square with one degree of freedom. */
export function normalTwoSidedCritical(confidence: number): number {
  return Math.sqrt(chiSquareQuantile(confidence, 1));
}

export type TestOutcome = { statistic: number; critical: number; passed: boolean };

/** Pearson's chi-square statistic of observed counts against equal expected counts. */
export function chiSquareUniform(counts: ArrayLike<number>, confidence: number): TestOutcome {
  let total = 0;
  for (let i = 0; i < counts.length; i++) total += counts[i] as number;
  const expected = total / counts.length;
  let statistic = 0;
  for (let i = 0; i < counts.length; i++) {
    const difference = (counts[i] as number) - expected;
    statistic += (difference * difference) / expected;
  }
  const critical = chiSquareQuantile(confidence, counts.length - 1);
  return { statistic, critical, passed: statistic <= critical };
}

/**
 * Wald–Wolfowitz runs test on a two-valued sequence: too few runs means clustering, too many means
 * alternation; the statistic is the normal approximation's |z| (valid for long sequences).
 */
export function runsTest(sequence: ArrayLike<boolean>, confidence: number): TestOutcome {
  let ones = 0;
  let runs = sequence.length > 0 ? 1 : 0;
  for (let i = 0; i < sequence.length; i++) {
    if (sequence[i]) ones++;
    if (i > 0 && sequence[i] !== sequence[i - 1]) runs++;
  }
  const n = sequence.length;
  const zeros = n - ones;
  const mean = (2 * ones * zeros) / n + 1;
  const variance = (2 * ones * zeros * (2 * ones * zeros - n)) / (n * n * (n - 1));
  const statistic = Math.abs(runs - mean) / Math.sqrt(variance);
  const critical = normalTwoSidedCritical(confidence);
  return { statistic, critical, passed: statistic <= critical };
}
