import { prefersReducedMotion, s } from '../../core/dom';
import { pocketColour } from './layout';

/**
 * The roulette wheel in SVG: 37 pockets in wheel order, a turning rotor and a ball that circles
 * the other way, drops and settles in the drawn pocket at the top. The rotor's resting angle is
 * kept between spins so the wheel never jumps.
 */
export type RouletteWheel = {
  element: SVGSVGElement;
  spin(pocket: number, durationMs: number): Promise<void>;
  /** Turns slowly while nobody is betting (live tables between results). */
  idle(on: boolean): void;
  /** Launches rotor and ball with no known result yet (a live table's outcome arrives later). */
  spinFree(): void;
  showResult(pocket: number | null): void;
};

/** Full turns of the rotor and of the ball per spin: enough to look like a real launch. */
const ROTOR_TURNS = 2;
const BALL_TURNS = 5;
const BALL_TRACK_RADIUS = 86;
const BALL_POCKET_RADIUS = 63;

function wedgePath(index: number, count: number, outer: number, inner: number): string {
  const step = (Math.PI * 2) / count;
  const start = index * step - step / 2 - Math.PI / 2;
  const end = start + step;
  const point = (radius: number, angle: number) =>
    `${(radius * Math.cos(angle)).toFixed(3)} ${(radius * Math.sin(angle)).toFixed(3)}`;
  return `M${point(outer, start)} A${outer} ${outer} 0 0 1 ${point(outer, end)} L${point(inner, end)} A${inner} ${inner} 0 0 0 ${point(inner, start)} Z`;
}

function modulo(value: number, divisor: number) {
  return ((value % divisor) + divisor) % divisor;
}

export function targetRotorAngle(currentAngle: number, pocketIndex: number, pocketCount: number): number {
  const step = 360 / pocketCount;
  // The pocket at index i sits at i·step clockwise from the top when the rotor is at 0°; the ball
  // stops at the top, so the rotor must end at −i·step (mod 360), after some full turns.
  const delta = modulo(-pocketIndex * step - currentAngle, 360);
  return currentAngle + ROTOR_TURNS * 360 + delta;
}

export function createRouletteWheel(options: {
  wheel: readonly number[];
  red: readonly number[];
  label: string;
}): RouletteWheel {
  const count = options.wheel.length;
  const step = 360 / count;
  const pockets = options.wheel.map((pocket, index) => {
    const colour = pocketColour(pocket, options.red);
    const angle = index * step;
    return s(
      'g',
      {},
      s('path', { d: wedgePath(index, count, 80, 56), class: `vg-wheel__pocket vg-wheel__pocket--${colour}` }),
      s(
        'text',
        {
          x: 0,
          y: -71,
          transform: `rotate(${angle})`,
          'text-anchor': 'middle',
          'dominant-baseline': 'middle',
          class: 'vg-wheel__number',
        },
        String(pocket),
      ),
    );
  });
  const separators = options.wheel.map((_, index) =>
    s('line', {
      x1: 0,
      y1: -56,
      x2: 0,
      y2: -80,
      transform: `rotate(${index * step - step / 2})`,
      class: 'vg-wheel__fret',
    }),
  );
  const turret = s(
    'g',
    { class: 'vg-wheel__turret' },
    s('circle', { r: 50, class: 'vg-wheel__cone' }),
    ...[0, 90, 180, 270].map((angle) =>
      s('path', { d: 'M-3 -8 L0 -40 L3 -8 Z', transform: `rotate(${angle})`, class: 'vg-wheel__spoke' }),
    ),
    s('circle', { r: 11, class: 'vg-wheel__hub' }),
  );
  const rotor = s(
    'g',
    { class: 'vg-wheel__rotor' },
    s('circle', { r: 81, class: 'vg-wheel__pocket-ring' }),
    ...pockets,
    ...separators,
    turret,
  );
  const ball = s('circle', { cx: 0, cy: -BALL_TRACK_RADIUS, r: 4.2, class: 'vg-wheel__ball' });
  const ballOrbit = s('g', { class: 'vg-wheel__ball-orbit' }, ball);
  const result = s(
    'g',
    { class: 'vg-wheel__result', visibility: 'hidden' },
    s('circle', { r: 22 }),
    s('text', { x: 0, y: 1, 'text-anchor': 'middle', 'dominant-baseline': 'middle' }),
  );
  const element = s(
    'svg',
    { viewBox: '-100 -100 200 200', class: 'vg-wheel', role: 'img', 'aria-label': options.label },
    s(
      'defs',
      {},
      s(
        'radialGradient',
        { id: 'vg-wheel-wood', cx: '50%', cy: '45%', r: '55%' },
        s('stop', { offset: '0.82', style: { 'stop-color': '#5b3416' } }),
        s('stop', { offset: '0.9', style: { 'stop-color': '#a0652b' } }),
        s('stop', { offset: '1', style: { 'stop-color': '#2b170a' } }),
      ),
      s(
        'radialGradient',
        { id: 'vg-wheel-cone', cx: '40%', cy: '35%', r: '70%' },
        s('stop', { offset: '0', style: { 'stop-color': '#c08a4a' } }),
        s('stop', { offset: '0.7', style: { 'stop-color': '#6b3d17' } }),
        s('stop', { offset: '1', style: { 'stop-color': '#3b200b' } }),
      ),
      s(
        'linearGradient',
        { id: 'vg-wheel-gold', x1: 0, y1: 0, x2: 1, y2: 1 },
        s('stop', { offset: '0', style: { 'stop-color': '#fff1b8' } }),
        s('stop', { offset: '0.5', style: { 'stop-color': '#d69e2e' } }),
        s('stop', { offset: '1', style: { 'stop-color': '#7c4a03' } }),
      ),
    ),
    s('circle', { r: 99, fill: 'url(#vg-wheel-wood)' }),
    s('circle', { r: 92, class: 'vg-wheel__track' }),
    s('circle', { r: 82.5, class: 'vg-wheel__track-edge' }),
    rotor,
    ballOrbit,
    result,
    s('path', { d: 'M0 -99 L-5 -92 L5 -92 Z', class: 'vg-wheel__marker' }),
  );

  let rotorAngle = 0;
  let idleAnimation: Animation | null = null;
  let freeSpin: { rotor: Animation; ball: Animation } | null = null;

  function setRotor(angle: number) {
    rotorAngle = modulo(angle, 360);
    rotor.style.transform = `rotate(${rotorAngle}deg)`;
  }

  function progressOf(animation: Animation): number {
    const timing = animation.effect?.getComputedTiming();
    return typeof timing?.progress === 'number' ? timing.progress : 0;
  }

  /** Stops a free spin where it is and answers the ball's angle at that moment. */
  function stopFreeSpin(): number {
    if (!freeSpin) return 0;
    const rotorProgress = progressOf(freeSpin.rotor);
    const ballProgress = progressOf(freeSpin.ball);
    freeSpin.rotor.cancel();
    freeSpin.ball.cancel();
    freeSpin = null;
    setRotor(rotorAngle + rotorProgress * 360);
    return -ballProgress * 360;
  }

  return {
    element,
    async spin(pocket, durationMs) {
      this.idle(false);
      const ballStart = stopFreeSpin();
      this.showResult(null);
      const index = Math.max(0, options.wheel.indexOf(pocket));
      const target = targetRotorAngle(rotorAngle, index, count);
      const duration = prefersReducedMotion() ? 1 : durationMs;
      // The ball ends at the top (a multiple of 360°) after several turns from wherever it is.
      const ballEnd = ballStart - modulo(ballStart, 360) - BALL_TURNS * 360;
      ball.setAttribute('cy', String(-BALL_TRACK_RADIUS));
      const rotorSpin = rotor.animate(
        [{ transform: `rotate(${rotorAngle}deg)` }, { transform: `rotate(${target}deg)` }],
        { duration, easing: 'cubic-bezier(0.15, 0.6, 0.25, 1)', fill: 'forwards' },
      );
      const ballSpin = ballOrbit.animate(
        [{ transform: `rotate(${ballStart}deg)` }, { transform: `rotate(${ballEnd}deg)` }],
        { duration, easing: 'cubic-bezier(0.1, 0.55, 0.3, 1)', fill: 'forwards' },
      );
      // The ball rides the outer track, then bounces down into the pocket ring.
      const ballDrop = ball.animate(
        [
          { transform: 'translateY(0)' },
          { transform: 'translateY(0)', offset: 0.55 },
          { transform: `translateY(${BALL_TRACK_RADIUS - BALL_POCKET_RADIUS - 6}px)`, offset: 0.72 },
          { transform: `translateY(${BALL_TRACK_RADIUS - BALL_POCKET_RADIUS - 12}px)`, offset: 0.8 },
          { transform: `translateY(${BALL_TRACK_RADIUS - BALL_POCKET_RADIUS}px)` },
        ],
        { duration, easing: 'ease-in-out', fill: 'forwards' },
      );
      await Promise.all(
        [rotorSpin.finished, ballSpin.finished, ballDrop.finished].map((done) => done.catch(() => undefined)),
      );
      setRotor(target);
      rotorSpin.cancel();
      ballSpin.cancel();
      ballDrop.cancel();
      ballOrbit.style.transform = 'rotate(0deg)';
      ball.setAttribute('cy', String(-BALL_POCKET_RADIUS));
      this.showResult(pocket);
    },
    spinFree() {
      this.idle(false);
      if (freeSpin) return;
      this.showResult(null);
      ball.setAttribute('cy', String(-BALL_TRACK_RADIUS));
      freeSpin = {
        rotor: rotor.animate(
          [{ transform: `rotate(${rotorAngle}deg)` }, { transform: `rotate(${rotorAngle + 360}deg)` }],
          {
            duration: 2_400,
            iterations: Number.POSITIVE_INFINITY,
          },
        ),
        ball: ballOrbit.animate([{ transform: 'rotate(0deg)' }, { transform: 'rotate(-360deg)' }], {
          duration: 900,
          iterations: Number.POSITIVE_INFINITY,
        }),
      };
    },
    idle(on) {
      // Between spins the ball is out of the wheel (in the dealer's hand).
      ball.setAttribute('visibility', on ? 'hidden' : 'visible');
      if (on && !idleAnimation) {
        idleAnimation = rotor.animate(
          [{ transform: `rotate(${rotorAngle}deg)` }, { transform: `rotate(${rotorAngle + 360}deg)` }],
          { duration: 24_000, iterations: Number.POSITIVE_INFINITY },
        );
      } else if (!on && idleAnimation) {
        const progress = progressOf(idleAnimation);
        idleAnimation.cancel();
        idleAnimation = null;
        setRotor(rotorAngle + progress * 360);
      }
    },
    showResult(pocket) {
      const text = result.querySelector('text');
      if (pocket === null || !text) {
        result.setAttribute('visibility', 'hidden');
        return;
      }
      text.textContent = String(pocket);
      result.setAttribute('class', `vg-wheel__result vg-wheel__result--${pocketColour(pocket, options.red)}`);
      result.setAttribute('visibility', 'visible');
    },
  };
}
