/**
 * npm run bench:rtp: long RTP simulations of every game maths with the production RNG (the CSPRNG),
 * against the theoretical figures the games publish, plus the exact optimal-play RTP of video poker
 * recomputed from scratch (all 2 598 960 deals × 32 holds).
 *
 * For each maths it prints the theoretical RTP, the simulated RTP, its standard error, |z|, the
 * standard deviation of one round, rounds per second and that rate as a share of the bare RNG draw
 * rate measured in the same run (so the figure survives a slower or busier machine).
 *
 * Flags: --rounds N (every maths; default 1 000 000 for slots, 500 000 for tables, 300 000 for
 * video poker: about a minute of CPU, under three minutes on a busy two-core machine;
 * `--rounds 10000000` is the long run), --only id,id (some maths), --no-exact (skip the ~15 s
 * exact video poker computation). Exits 1 when a simulation misses its theoretical RTP by 4
 * standard errors or the exact video poker RTP differs from the published figure.
 */
import { engineFor, findMaths, MATHS, type Maths } from '../src/engines';
import { createPlayer, simulate } from '../src/engines/simulate';
import { classicMaths } from '../src/engines/slots/classic';
import { buildDrawTables, type DrawTables, optimalMoments } from '../src/engines/video-poker/optimal';
import { createCryptoRng } from '../src/rng';

type Options = { rounds: number | null; only: string[] | null; exact: boolean };

function parseOptions(argv: string[]): Options {
  const options: Options = { rounds: null, only: null, exact: true };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (flag === '--rounds') {
      const rounds = Number(argv[++i]);
      if (!Number.isSafeInteger(rounds) || rounds < 2) throw new Error('--rounds takes a whole number ≥ 2');
      options.rounds = rounds;
    } else if (flag === '--only') {
      options.only = (argv[++i] ?? '').split(',').filter(Boolean);
      for (const id of options.only) findMaths(id);
    } else if (flag === '--no-exact') {
      options.exact = false;
    } else {
      throw new Error(`unknown flag ${flag} (use --rounds N, --only id,id, --no-exact)`);
    }
  }
  return options;
}

function defaultRounds(maths: Maths): number {
  if (maths.kind === 'video-poker') return 300_000;
  if (maths.kind === 'paylines' || maths.kind === 'ways' || maths.kind === 'classic') return 1_000_000;
  return 500_000;
}

/** Bare CSPRNG draws per second (int(52), a deck draw), over `draws` draws. */
function measureBaseline(draws: number): number {
  const rng = createCryptoRng();
  let sink = 0;
  const started = performance.now();
  for (let i = 0; i < draws; i++) sink += rng.int(52);
  const seconds = (performance.now() - started) / 1000;
  if (sink < 0) throw new Error('unreachable: keeps the loop from being optimised away');
  return draws / seconds;
}

const format = {
  pct: (value: number) => `${(value * 100).toFixed(3)}%`,
  int: (value: number) => Math.round(value).toLocaleString('en-GB'),
};

function row(cells: string[], widths: number[]): string {
  return cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
}

/**
 * One round's exact standard deviation where the maths yields it (classic slots by enumeration,
 * video poker from the exact pass). Heavy-tailed games (a royal flush is 1 hand in 40 000) can go a
 * whole run without their top prize, and the sample deviation then understates the noise.
 */
function exactDeviations(maths: Maths, videoPokerVariance: number | null): number | null {
  if (maths.kind === 'classic') return Math.sqrt(classicMaths(maths.config).variance);
  if (maths.kind === 'video-poker' && videoPokerVariance !== null) return Math.sqrt(videoPokerVariance);
  return null;
}

function main() {
  const options = parseOptions(process.argv.slice(2));
  const selected = options.only ? MATHS.filter((maths) => options.only?.includes(maths.id)) : MATHS;
  let failed = false;

  console.log('RTP bench: simulations with the CSPRNG against the published theoretical RTP\n');
  measureBaseline(2_000_000);
  console.log(`baseline: ${format.int(measureBaseline(20_000_000))} CSPRNG draws/s (rng.int(52))`);

  let drawTables: DrawTables | undefined;
  let videoPokerVariance: number | null = null;
  const poker = selected.find((maths) => maths.kind === 'video-poker');
  if (poker?.kind === 'video-poker') {
    let started = performance.now();
    drawTables = buildDrawTables(poker.config.paytable, { squares: options.exact });
    console.log(`video poker draw tables built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    if (options.exact) {
      started = performance.now();
      const exact = optimalMoments(drawTables);
      const seconds = (performance.now() - started) / 1000;
      videoPokerVariance = exact.variance;
      // The published figure has six decimals.
      const agrees = Math.abs(exact.rtp - poker.config.optimalRtp) < 5e-7;
      if (!agrees) failed = true;
      console.log(
        `${poker.id} exact optimal RTP ${(exact.rtp * 100).toFixed(5)}% (published ` +
          `${(poker.config.optimalRtp * 100).toFixed(4)}%: ${agrees ? 'agrees' : 'DIFFERS'}), standard deviation ` +
          `${Math.sqrt(exact.variance ?? 0).toFixed(3)}, over 2 598 960 deals × 32 holds in ${seconds.toFixed(1)} s`,
      );
    }
  }

  const widths = [24, 11, 11, 10, 10, 6, 7, 10, 9, 10];
  console.log(
    `\n${row(['maths', 'rounds', 'theoretical', 'simulated', 'std error', '|z|', 'sd', 'rounds/s', 'vs rng', 'draws/rnd'], widths)}`,
  );
  for (const maths of selected) {
    const rounds = options.rounds ?? defaultRounds(maths);
    const theoretical = engineFor(maths.kind).theoreticalRtp(maths.config);
    const player = createPlayer(maths, drawTables ? { drawTables } : {});
    const rng = createCryptoRng();
    // Warm the JIT up first so the rate measures the engine, not the compiler.
    simulate(player, Math.min(20_000, rounds), rng);
    // The baseline is measured beside each row, so a machine that slows down mid-run skews neither.
    const baseline = measureBaseline(5_000_000);
    const started = performance.now();
    const result = simulate(player, rounds, rng);
    const perSecond = rounds / ((performance.now() - started) / 1000);
    const exactSd = exactDeviations(maths, videoPokerVariance);
    const deviation = exactSd ?? result.standardDeviation;
    const standardError = deviation / Math.sqrt(rounds);
    const z = Math.abs(result.rtp - theoretical) / standardError;
    if (!(z < 4)) failed = true;
    console.log(
      row(
        [
          maths.id,
          format.int(rounds),
          format.pct(theoretical),
          format.pct(result.rtp),
          format.pct(standardError),
          `${z.toFixed(2)}${z < 4 ? '' : '!'}`,
          `${deviation.toFixed(2)}${exactSd === null ? '' : '*'}`,
          format.int(perSecond),
          (perSecond / baseline).toExponential(2),
          format.int(baseline / perSecond),
        ],
        widths,
      ),
    );
  }

  console.log(
    '\n|z| = |simulated − theoretical| / standard error ("!" marks |z| ≥ 4); sd = one round\'s standard ' +
      'deviation in stakes (* exact, else from the sample);\n"vs rng" = rounds/s ÷ bare CSPRNG draws/s measured ' +
      'beside each row; "draws/rnd" = its inverse, the cost of a round in draw times.\nBlackjack counts doubles ' +
      'and splits as extra stake: RTP = 1 + mean net result ÷ initial stake.',
  );
  if (failed) {
    console.error('RTP bench FAILED: see the rows above');
    process.exitCode = 1;
  }
}

main();
