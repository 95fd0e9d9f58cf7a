import type { EngineKind } from '../engines/engine';

type Record_ = Record<string, unknown>;
const isRecord = (value: unknown): value is Record_ => typeof value === 'object' && value !== null;
const numberOf = (value: unknown) => (typeof value === 'number' ? value : 0);

/**
 * A one-line account of a finished round for the history panel, read from the engine's view
 * (shapes in src/engines/README.md). Plain English: it is a record, like a bank statement line.
 */
export function summariseRound(kind: EngineKind, view: unknown): string {
  if (!isRecord(view)) return 'Round';
  switch (kind) {
    case 'paylines':
    case 'ways':
    case 'classic': {
      const spins = Array.isArray(view.spins) ? view.spins : [];
      const wins = spins.reduce(
        (count: number, spin) => count + (isRecord(spin) && Array.isArray(spin.wins) ? spin.wins.length : 0),
        0,
      );
      const freeSpins = numberOf(view.freeSpinsAwarded);
      const parts = [wins === 0 ? 'Spin, no win' : `Spin, ${wins} ${wins === 1 ? 'win' : 'wins'}`];
      if (freeSpins > 0) parts.push(`${freeSpins} free spins`);
      return parts.join(' + ');
    }
    case 'roulette':
      return `Pocket ${numberOf(view.pocket)} ${typeof view.color === 'string' ? view.color : ''}`.trim();
    case 'blackjack': {
      const dealer = isRecord(view.dealer) ? view.dealer : {};
      const hands = Array.isArray(view.hands) ? view.hands.filter(isRecord) : [];
      const handText = hands.map(
        (hand) => `${numberOf(hand.total)}${typeof hand.result === 'string' ? ` ${hand.result}` : ''}`,
      );
      return `Dealer ${dealer.bust ? 'bust' : numberOf(dealer.total)}, hand ${handText.join(' / ')}`;
    }
    case 'video-poker':
      return typeof view.hand === 'string' ? view.hand.replaceAll('-', ' ') : 'No win';
    case 'baccarat': {
      const player = isRecord(view.player) ? numberOf(view.player.total) : 0;
      const banker = isRecord(view.banker) ? numberOf(view.banker.total) : 0;
      const outcome = typeof view.outcome === 'string' ? view.outcome : '';
      return `Player ${player}, banker ${banker}: ${outcome === 'tie' ? 'tie' : `${outcome} wins`}`;
    }
  }
}
