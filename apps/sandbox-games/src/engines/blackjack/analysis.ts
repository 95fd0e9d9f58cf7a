/**
 * Exact expected value of blackjack dealt from an infinite deck, under optimal play. With an infinite
 * deck every card is 1..9 with probability 1/13 and 10 with 4/13 whatever was dealt before, so the
 * best play depends only on the hand's total, softness and the dealer's up card: the optimal
 * strategy is the basic strategy, and the game's RTP follows by recursion over those states.
 */

export type BlackjackRules = {
  /** The dealer draws to a soft 17 (false: stands on every 17). */
  dealerHitsSoft17: boolean;
  /** Doubling is allowed on the two-card hands made by a split. */
  doubleAfterSplit: boolean;
};

export type Decision = 'hit' | 'stand' | 'double' | 'split';

/** The state a decision depends on. `pairValue` is set when a split is allowed now. */
export type DecisionState = {
  values: readonly number[];
  up: number;
  canDouble: boolean;
  pairValue: number | null;
};

export type BlackjackAnalysis = {
  /** 1 + E[net result] per initial stake. */
  rtp: number;
  /** The optimal decision and the expected net result of each option, in initial stakes. */
  decide(state: DecisionState): { decision: Decision; values: Partial<Record<Decision, number>> };
};

const VALUES: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** P(card value v) for an infinite deck. */
export function valueProbability(value: number): number {
  return value === 10 ? 4 / 13 : 1 / 13;
}

/** Dealer final totals: index 0..4 = 17..21, index 5 = bust. */
type DealerOutcome = [number, number, number, number, number, number];

const BUST = 5;

function dealerOutcomes(rules: BlackjackRules, up: number): DealerOutcome {
  const memo = new Map<number, DealerOutcome>();
  const fromHand = (hard: number, ace: boolean): DealerOutcome => {
    const soft = ace && hard + 10 <= 21;
    const total = soft ? hard + 10 : hard;
    if (total > 21) return [0, 0, 0, 0, 0, 1];
    const stands = total > 17 || (total === 17 && !(soft && rules.dealerHitsSoft17));
    if (stands) {
      const outcome: DealerOutcome = [0, 0, 0, 0, 0, 0];
      outcome[total - 17] = 1;
      return outcome;
    }
    const key = hard * 2 + (ace ? 1 : 0);
    const cached = memo.get(key);
    if (cached) return cached;
    const outcome: DealerOutcome = [0, 0, 0, 0, 0, 0];
    for (const value of VALUES) {
      const next = fromHand(hard + value, ace || value === 1);
      for (let i = 0; i <= BUST; i++)
        outcome[i] = (outcome[i] as number) + valueProbability(value) * (next[i] as number);
    }
    memo.set(key, outcome);
    return outcome;
  };
  // The dealer peeks under an ace or a ten: play only continues when the hole card is not the one
  // that makes a blackjack, so the hole card is drawn from the deck without that value.
  const excluded = up === 1 ? 10 : up === 10 ? 1 : null;
  const excludedMass = excluded === null ? 0 : valueProbability(excluded);
  const outcome: DealerOutcome = [0, 0, 0, 0, 0, 0];
  for (const value of VALUES) {
    if (value === excluded) continue;
    const p = valueProbability(value) / (1 - excludedMass);
    const next = fromHand(up + value, up === 1 || value === 1);
    for (let i = 0; i <= BUST; i++) outcome[i] = (outcome[i] as number) + p * (next[i] as number);
  }
  return outcome;
}

/** P(dealer blackjack) for an up card. */
function dealerNaturalProbability(up: number): number {
  if (up === 1) return valueProbability(10);
  if (up === 10) return valueProbability(1);
  return 0;
}

function bestTotal(hard: number, ace: boolean): number {
  return ace && hard + 10 <= 21 ? hard + 10 : hard;
}

/** Every per-up-card expectation the decisions and the RTP need, in initial stakes. */
function upCardModel(rules: BlackjackRules, up: number) {
  const dealer = dealerOutcomes(rules, up);
  const stand = (total: number): number => {
    if (total > 21) return -1;
    let ev = dealer[BUST];
    for (let dealerTotal = 17; dealerTotal <= 21; dealerTotal++) {
      const p = dealer[dealerTotal - 17] as number;
      if (total > dealerTotal) ev += p;
      else if (total < dealerTotal) ev -= p;
    }
    return ev;
  };
  const hitOrStandMemo = new Map<number, number>();
  /** Best of hit and stand from here on (no double or split after the first decision). */
  const hitOrStand = (hard: number, ace: boolean): number => {
    const total = bestTotal(hard, ace);
    if (total > 21) return -1;
    const key = hard * 2 + (ace ? 1 : 0);
    const cached = hitOrStandMemo.get(key);
    if (cached !== undefined) return cached;
    const value = Math.max(stand(total), hit(hard, ace));
    hitOrStandMemo.set(key, value);
    return value;
  };
  const hit = (hard: number, ace: boolean): number => {
    let ev = 0;
    for (const value of VALUES) ev += valueProbability(value) * hitOrStand(hard + value, ace || value === 1);
    return ev;
  };
  const double = (hard: number, ace: boolean): number => {
    let ev = 0;
    for (const value of VALUES) {
      const nextHard = hard + value;
      ev += valueProbability(value) * 2 * stand(bestTotal(nextHard, ace || value === 1));
    }
    return ev;
  };
  /** Options of a two-card hand with neither blackjack nor a split available. */
  const options = (hard: number, ace: boolean, canDouble: boolean): Partial<Record<Decision, number>> => {
    const values: Partial<Record<Decision, number>> = {
      stand: stand(bestTotal(hard, ace)),
      hit: hit(hard, ace),
    };
    if (canDouble) values.double = double(hard, ace);
    return values;
  };
  const best = (values: Partial<Record<Decision, number>>): number => Math.max(...Object.values(values));
  /** One split hand: the pair card plus one drawn card; split aces take that one card and stand. */
  const split = (pairValue: number): number => {
    let ev = 0;
    for (const value of VALUES) {
      const hard = pairValue + value;
      const ace = pairValue === 1 || value === 1;
      const handEv = pairValue === 1 ? stand(bestTotal(hard, ace)) : best(options(hard, ace, rules.doubleAfterSplit));
      ev += valueProbability(value) * handEv;
    }
    return 2 * ev;
  };
  return { dealer, stand, hit, double, options, best, split };
}

export function analyseBlackjack(rules: BlackjackRules): BlackjackAnalysis {
  const models = new Map(VALUES.map((up) => [up, upCardModel(rules, up)]));
  const splitMemo = new Map<string, number>();
  const modelFor = (up: number) => {
    const model = models.get(up);
    if (!model) throw new Error(`no up card ${up}`);
    return model;
  };

  const decisions = new Map<string, ReturnType<BlackjackAnalysis['decide']>>();
  /** Decisions depend only on (up card, hard total, ace, options), so each is computed once. */
  const decide: BlackjackAnalysis['decide'] = ({ values, up, canDouble, pairValue }) => {
    const hard = values.reduce((sum, value) => sum + value, 0);
    const ace = values.includes(1);
    const key = `${up}:${hard}:${ace}:${canDouble}:${pairValue}`;
    let decided = decisions.get(key);
    if (!decided) {
      decided = computeDecision(up, hard, ace, canDouble, pairValue);
      decisions.set(key, decided);
    }
    return decided;
  };

  const computeDecision = (up: number, hard: number, ace: boolean, canDouble: boolean, pairValue: number | null) => {
    const model = modelFor(up);
    const options = model.options(hard, ace, canDouble);
    if (pairValue !== null) {
      const key = `${up}:${pairValue}`;
      let split = splitMemo.get(key);
      if (split === undefined) {
        split = model.split(pairValue);
        splitMemo.set(key, split);
      }
      options.split = split;
    }
    let decision: Decision = 'stand';
    for (const option of ['stand', 'hit', 'double', 'split'] as const) {
      const value = options[option];
      if (value !== undefined && value > (options[decision] as number)) decision = option;
    }
    return { decision, values: options };
  };

  let net = 0;
  for (const up of VALUES) {
    const dealerNatural = dealerNaturalProbability(up);
    for (const first of VALUES) {
      for (const second of VALUES) {
        const p = valueProbability(up) * valueProbability(first) * valueProbability(second);
        const playerNatural = first + second === 11 && (first === 1 || second === 1);
        if (playerNatural) {
          net += p * (1 - dealerNatural) * 1.5;
          continue;
        }
        const { decision, values } = decide({
          values: [first, second],
          up,
          canDouble: true,
          pairValue: first === second ? first : null,
        });
        net += p * (dealerNatural * -1 + (1 - dealerNatural) * (values[decision] as number));
      }
    }
  }
  return { rtp: 1 + net, decide };
}
