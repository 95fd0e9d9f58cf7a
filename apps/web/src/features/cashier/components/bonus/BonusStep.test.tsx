import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EligibleBonus } from '@vauhti/contracts/cashier';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureCatalogue } from '../../../../lib/games/test-support/fixture-catalogue';
import { mockApi } from '../../../../test-support/api-mock';
import { renderWithSite } from '../../../../test-support/render';
import {
  FREE_SPINS_BONUS,
  fixtureBonus,
  HIGH_ROLLER_BONUS,
  RELOAD_BONUS,
  WEEKEND_BONUS,
  WELCOME_BONUS,
} from '../../test-support/bonus-fixtures';
import { type BonusChoice, BonusStep, type BonusStepProps } from './BonusStep';
import { BONUS_FALLBACK_IMAGE } from './bonus-image';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const catalogue = fixtureCatalogue({ slots: 8 });

function rulesPage(language: string, content = '<section><h2>The short version</h2><p>Wager 35 times.</p></section>') {
  return {
    head: `<h1>General bonus rules (${language})</h1>`,
    content,
    metaTitle: '',
    metaTags: '',
    metaDescription: '',
    multilingualUrl: {},
    errorCode: null,
  };
}

function renderStep(props: Partial<BonusStepProps> = {}, pages: Record<string, unknown> = {}) {
  const api = mockApi({
    'GET /games/catalogue': catalogue,
    'GET /content/pages': ({ query }: { query: URLSearchParams }) =>
      pages[query.get('language') ?? ''] ?? rulesPage(query.get('language') ?? ''),
  });
  const onNext = vi.fn<(choice: BonusChoice) => void>();
  const onNoThanks = vi.fn();
  const view = renderWithSite(
    <BonusStep
      bonuses={[WELCOME_BONUS, RELOAD_BONUS, FREE_SPINS_BONUS]}
      currency="EUR"
      countryCode="DE"
      initialBonusCode={undefined}
      initialAmount={undefined}
      vip={false}
      quickAmounts={[20, 50, 100]}
      onNoThanks={onNoThanks}
      onNext={onNext}
      {...props}
    />,
  );
  return { ...view, api, onNext, onNoThanks, user: userEvent.setup() };
}

const bonusGroup = () => screen.getByRole('radiogroup', { name: 'Choose your bonus' });
const bonusRadio = (code: string) => within(bonusGroup()).getByRole('radio', { name: new RegExp(code) });
const checkedCode = () =>
  within(bonusGroup())
    .getAllByRole('radio')
    .find((radio) => (radio as HTMLInputElement).checked)
    ?.getAttribute('value') ?? null;
const amountField = () => screen.getByLabelText('Deposit amount (€)') as HTMLInputElement;
const codeField = () => screen.getByLabelText('Bonus code') as HTMLInputElement;
const nextButton = () => screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
const isNextEnabled = () => !nextButton().disabled;

async function acceptTerms(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Read the bonus terms' }));
  const dialog = await screen.findByRole('dialog', { name: 'Bonus terms' });
  await user.click(await within(dialog).findByRole('button', { name: 'I accept the bonus terms' }));
  await screen.findByText('You have accepted the bonus terms.');
}

describe('BonusStep: the bonus cards', () => {
  it('fills up to four slots with locked placeholders that are announced as locked and cannot be chosen', async () => {
    const { user } = renderStep({ bonuses: [WELCOME_BONUS] });
    const locked = within(bonusGroup()).getAllByRole('radio', { name: 'Locked bonus slot, not available' });
    expect(within(bonusGroup()).getAllByRole('radio')).toHaveLength(4);
    expect(locked).toHaveLength(3);
    for (const slot of locked) expect((slot as HTMLInputElement).disabled).toBe(true);
    await user.click(locked[0] as HTMLElement);
    expect(checkedCode()).toBe('WELCOME100');
    expect(locked.some((slot) => (slot as HTMLInputElement).checked)).toBe(false);
  });

  it('hides the arrows with four bonuses and shows them with five', () => {
    const four = [WELCOME_BONUS, RELOAD_BONUS, FREE_SPINS_BONUS, HIGH_ROLLER_BONUS];
    const { unmount } = renderStep({ bonuses: four });
    expect(screen.queryByRole('button', { name: 'Next bonuses' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous bonuses' })).toBeNull();
    expect(within(bonusGroup()).queryAllByRole('radio', { name: /Locked/ })).toHaveLength(0);
    unmount();
    renderStep({ bonuses: [...four, WEEKEND_BONUS] });
    expect(screen.getByRole('button', { name: 'Next bonuses' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous bonuses' })).toBeTruthy();
    expect(within(bonusGroup()).getAllByRole('radio')).toHaveLength(5);
  });

  it("chooses the link's bonus by its code, without regard to case, and fills the code field with it", () => {
    renderStep({ initialBonusCode: 'reload50' });
    expect(checkedCode()).toBe('RELOAD50');
    expect(codeField().value).toBe('RELOAD50');
  });

  it('chooses the first bonus when the link has no code or one that matches none', () => {
    const { unmount } = renderStep({ initialBonusCode: 'NOSUCHCODE' });
    expect(checkedCode()).toBe('WELCOME100');
    unmount();
    renderStep({ initialBonusCode: undefined });
    expect(checkedCode()).toBe('WELCOME100');
  });

  it('shows each card with its code and deposit range, and the fallback art when the image fails to load', () => {
    renderStep();
    const card = bonusRadio('RELOAD50').closest('label') as HTMLElement;
    expect(card.textContent).toContain('€10.00 – €200.00');
    const image = card.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/uploads/media/vauhti/bonuses/reload-50.png');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(BONUS_FALLBACK_IMAGE);
  });

  it('moves the choice with the arrow keys, skipping the locked slots, and with Space on a focused card', async () => {
    const { user } = renderStep({ bonuses: [WELCOME_BONUS, RELOAD_BONUS] });
    bonusRadio('WELCOME100').focus();
    await user.keyboard('{ArrowRight}');
    expect(checkedCode()).toBe('RELOAD50');
    expect(codeField().value).toBe('RELOAD50');
    await user.keyboard('{ArrowRight}');
    expect(checkedCode()).toBe('WELCOME100');
    await user.keyboard('{ArrowLeft}');
    expect(checkedCode()).toBe('RELOAD50');
    await user.click(codeField());
    await user.clear(codeField());
    expect(checkedCode()).toBeNull();
    bonusRadio('RELOAD50').focus();
    await user.keyboard(' ');
    expect(checkedCode()).toBe('RELOAD50');
    expect(codeField().value).toBe('RELOAD50');
  });

  it('describes the chosen bonus from its data: its code, its deposit range and its tiers', async () => {
    const { user } = renderStep();
    const description = screen.getByRole('region', { name: 'WELCOME100' });
    expect(description.textContent).toContain('The bonus code WELCOME100 applies to deposits from €20.00 to €500.00.');
    expect(
      within(description)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['€20.00 – €99.99', '€100.00 – €249.99', '€250.00 – €500.00']);
    await user.click(bonusRadio('RELOAD50'));
    expect(screen.getByRole('region', { name: 'RELOAD50' }).textContent).toContain('from €10.00 to €200.00');
  });

  it('says so when the chosen bonus takes no deposit in the currency, and keeps Next disabled', () => {
    renderStep({ currency: 'NOK', countryCode: 'NO', bonuses: [FREE_SPINS_BONUS] });
    expect(screen.getByText('This bonus takes no deposits in NOK. Choose another bonus.')).toBeTruthy();
    expect(isNextEnabled()).toBe(false);
  });
});

describe('BonusStep: the bonus code', () => {
  it('selects the card of another offered bonus when its code is typed, and none for an unknown code', async () => {
    const { user } = renderStep();
    await user.clear(codeField());
    await user.type(codeField(), 'spins25');
    expect(checkedCode()).toBe('SPINS25');
    await user.type(codeField(), 'X');
    expect(checkedCode()).toBeNull();
    expect(
      screen.getAllByText('No bonus on offer has this code. Choose a bonus above or check the code.').length,
    ).toBeGreaterThan(0);
  });
});

describe('BonusStep: the amount', () => {
  it("starts at the link's amount for a player who is not VIP", () => {
    renderStep({ initialAmount: '75' });
    expect(amountField().value).toBe('75');
  });

  it("ignores the link's amount for a VIP player and starts at the second quick amount", () => {
    renderStep({ initialAmount: '75', vip: true });
    expect(amountField().value).toBe('50');
    expect((screen.getByRole('radio', { name: '€50.00' }) as HTMLInputElement).checked).toBe(true);
  });

  it('keeps typed digits only, refuses paste, and takes a quick amount', async () => {
    const { user } = renderStep();
    await user.clear(amountField());
    await user.type(amountField(), '1a2,5');
    expect(amountField().value).toBe('125');
    const paste = fireEvent.paste(amountField(), { clipboardData: { getData: () => '999' } });
    expect(paste).toBe(false);
    expect(amountField().value).toBe('125');
    await user.click(screen.getByRole('radio', { name: '€100.00' }));
    expect(amountField().value).toBe('100');
  });

  it("shows the bonus's range and an error outside it, in the player's currency format", async () => {
    const { user } = renderStep();
    expect(screen.getByText('From €20.00 to €500.00')).toBeTruthy();
    await user.clear(amountField());
    await user.type(amountField(), '501');
    expect(screen.getByRole('alert').textContent).toBe('Enter an amount from €20.00 to €500.00.');
  });

  it('sums up the deposit, the code, the tier it lands in and the chosen game', async () => {
    const { user } = renderStep({ initialAmount: '120' });
    const summary = screen.getByRole('region', { name: 'Summary' });
    const rows = () =>
      within(summary)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows()).toEqual([
      'Deposit: €120.00',
      'Bonus code: WELCOME100',
      'Bonus tier: €100.00 – €249.99 (tier 2 of 3)',
      'Game after the deposit: None chosen',
    ]);
    await user.click(bonusRadio('SPINS25'));
    await user.click(await screen.findByRole('button', { name: /Book of Gold 2/ }));
    expect(rows()).toEqual([
      'Deposit: €120.00',
      'Bonus code: SPINS25',
      "Bonus tier: Outside this bonus's deposit tiers",
      'Game after the deposit: Book of Gold 2',
    ]);
  });
});

describe('BonusStep: the games of a bonus', () => {
  it('shows the filtered games from the catalogue, without arrows for five or fewer', async () => {
    const { user } = renderStep();
    expect(screen.queryByRole('group', { name: 'Games for this bonus' })).toBeNull();
    await user.click(bonusRadio('SPINS25'));
    const games = await screen.findByRole('group', { name: 'Games for this bonus' });
    expect(
      within(games)
        .getAllByRole('button')
        .map((tile) => tile.textContent),
    ).toEqual(['Book of Frost 1', 'Book of Gold 2']);
    const art = within(games).getAllByRole('button')[0]?.querySelector('img');
    expect(art?.getAttribute('src')).toBe(`${catalogue.gamePath}/aurora-book-of-frost-1/aurora-book-of-frost-1.jpg`);
    expect(screen.queryByRole('button', { name: 'Next games' })).toBeNull();
  });

  it('shows arrows for six games', async () => {
    const sixGames = fixtureBonus({
      bonusCode: 'SIX',
      bonusID: '77',
      gameIds: catalogue.games.slice(0, 6).map((game) => game.gameCode),
    });
    renderStep({ bonuses: [sixGames] });
    await screen.findByRole('group', { name: 'Games for this bonus' });
    expect(screen.getByRole('button', { name: 'Next games' })).toBeTruthy();
  });

  it('passes the chosen game to Next, and none once the choice is taken back', async () => {
    const { user, onNext } = renderStep({ initialBonusCode: 'SPINS25', initialAmount: '50' });
    const tile = await screen.findByRole('button', { name: /Book of Gold 2/ });
    await user.click(tile);
    expect(tile.getAttribute('aria-pressed')).toBe('true');
    await acceptTerms(user);
    await user.click(nextButton());
    expect(onNext).toHaveBeenLastCalledWith({
      bonus: FREE_SPINS_BONUS,
      amountMinor: 5_000,
      gameCode: 'northwind-book-of-gold-2',
    });
    await user.click(tile);
    expect(tile.getAttribute('aria-pressed')).toBe('false');
    await user.click(nextButton());
    expect(onNext).toHaveBeenLastCalledWith({ bonus: FREE_SPINS_BONUS, amountMinor: 5_000, gameCode: null });
  });

  it('drops the chosen game when another bonus is chosen', async () => {
    const { user } = renderStep({ initialBonusCode: 'SPINS25' });
    await user.click(await screen.findByRole('button', { name: /Book of Frost 1/ }));
    await user.click(bonusRadio('RELOAD50'));
    await user.click(bonusRadio('SPINS25'));
    const tiles = within(await screen.findByRole('group', { name: 'Games for this bonus' })).getAllByRole('button');
    expect(tiles.map((tile) => tile.getAttribute('aria-pressed'))).toEqual(['false', 'false']);
  });
});

describe('BonusStep: Next and No thanks', () => {
  it('enables Next only with a valid amount, a bonus code and the terms accepted', async () => {
    const { user, onNext } = renderStep({ initialAmount: '10' });
    expect(isNextEnabled()).toBe(false);
    const needed = () => screen.getByText('Before you continue:').parentElement?.querySelectorAll('li');
    expect(Array.from(needed() ?? [], (item) => item.textContent)).toEqual([
      "An amount within the bonus's deposit range",
      'The bonus terms accepted',
    ]);
    await acceptTerms(user);
    expect(isNextEnabled()).toBe(false);
    await user.clear(amountField());
    await user.type(amountField(), '0');
    expect(isNextEnabled()).toBe(false);
    await user.clear(amountField());
    await user.type(amountField(), '40');
    expect(isNextEnabled()).toBe(true);
    await user.clear(codeField());
    expect(isNextEnabled()).toBe(false);
    await user.type(codeField(), 'welcome100');
    expect(isNextEnabled()).toBe(true);
    await user.click(nextButton());
    expect(onNext).toHaveBeenCalledWith({ bonus: WELCOME_BONUS, amountMinor: 4_000, gameCode: null });
  });

  it('calls No thanks without moving on', async () => {
    const { user, onNext, onNoThanks } = renderStep();
    await user.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(onNoThanks).toHaveBeenCalledTimes(1);
    expect(onNext).not.toHaveBeenCalled();
  });

  it('works in whole units of a currency without decimals', async () => {
    const { user, onNext } = renderStep({
      currency: 'JPY',
      countryCode: 'JP',
      bonuses: [WELCOME_BONUS],
      quickAmounts: [3000, 5000, 10000],
    });
    expect((screen.getByLabelText('Deposit amount (¥)') as HTMLInputElement).value).toBe('5000');
    await acceptTerms(user);
    await user.click(nextButton());
    expect(onNext).toHaveBeenCalledWith({ bonus: WELCOME_BONUS, amountMinor: 5_000, gameCode: null });
  });
});

describe('BonusStep: the terms popup', () => {
  /** Gives every element the scroll box size of a long text, as a browser would lay it out. */
  function layOutLongText() {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(1_000);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
  }

  it('shows Accept only once the player has scrolled the terms to the bottom', async () => {
    layOutLongText();
    const { user } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Read the bonus terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bonus terms' });
    const text = await within(dialog).findByRole('region', { name: 'Bonus terms text' });
    expect(within(dialog).getByText('Scroll to the end of the terms to accept them.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'I accept the bonus terms' })).toBeNull();

    text.scrollTop = 500;
    fireEvent.scroll(text);
    expect(within(dialog).queryByRole('button', { name: 'I accept the bonus terms' })).toBeNull();

    text.scrollTop = 700;
    fireEvent.scroll(text);
    await user.click(within(dialog).getByRole('button', { name: 'I accept the bonus terms' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bonus terms' })).toBeNull());
    expect(screen.getByText('You have accepted the bonus terms.')).toBeTruthy();
  });

  it('shows Accept at once when the terms fit without scrolling', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(200);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
    const { user } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Read the bonus terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bonus terms' });
    expect(await within(dialog).findByRole('button', { name: 'I accept the bonus terms' })).toBeTruthy();
  });

  it("shows the page 'bonus-rules' with the site address filled in and its links opening in a new tab", async () => {
    const content = '<p><a href="{{site_url}}/en/info/terms">terms</a> <a href="#withdrawals">below</a></p>';
    const { user, api } = renderStep({}, { en: rulesPage('en', content) });
    await user.click(screen.getByRole('button', { name: 'Read the bonus terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bonus terms' });
    const link = await within(dialog).findByRole('link', { name: 'terms' });
    expect(link.getAttribute('href')).toBe(`${window.location.origin}/en/info/terms`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(dialog).getByRole('link', { name: 'below' }).getAttribute('target')).toBeNull();
    const request = api.fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://site'))
      .find((url) => url.pathname === '/api/v1/content/pages');
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({ language: 'en', urlPath: 'bonus-rules' });
  });

  it('falls back to the English rules when the page has no translation in the language', async () => {
    const missing = { ...rulesPage('fi', ''), head: '', errorCode: 100464 };
    mockApi({
      'GET /games/catalogue': catalogue,
      'GET /content/pages': ({ query }: { query: URLSearchParams }) =>
        query.get('language') === 'fi' ? missing : rulesPage('en'),
    });
    const user = userEvent.setup();
    renderWithSite(
      <BonusStep
        bonuses={[WELCOME_BONUS]}
        currency="EUR"
        countryCode="FI"
        initialBonusCode={undefined}
        initialAmount={undefined}
        vip={false}
        quickAmounts={[20, 50]}
        onNoThanks={() => {}}
        onNext={() => {}}
      />,
      { url: '/fi', language: 'fi' },
    );
    await user.click(screen.getByRole('button', { name: 'Read the bonus terms' }));
    expect(await screen.findByRole('heading', { name: 'General bonus rules (en)' })).toBeTruthy();
  });

  it('offers a retry when the rules cannot be loaded, and shows them once they load', async () => {
    let fail = true;
    mockApi({
      'GET /games/catalogue': catalogue,
      'GET /content/pages': ({ query }: { query: URLSearchParams }) => {
        if (fail) throw new TypeError('network down');
        return rulesPage(query.get('language') ?? '');
      },
    });
    const user = userEvent.setup();
    renderWithSite(
      <BonusStep
        bonuses={[WELCOME_BONUS] as EligibleBonus[]}
        currency="EUR"
        countryCode="DE"
        initialBonusCode={undefined}
        initialAmount={undefined}
        vip={false}
        quickAmounts={[]}
        onNoThanks={() => {}}
        onNext={() => {}}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Read the bonus terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bonus terms' });
    expect(await within(dialog).findByText('We could not load the bonus terms. Please try again.')).toBeTruthy();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('heading', { name: 'General bonus rules (en)' })).toBeTruthy();
  });
});

/** The deposit modal's side: the quick amounts of the currency arrive after the step is on screen. */
function LateQuickAmounts() {
  const [quickAmounts, setQuickAmounts] = useState<number[]>([]);
  return (
    <>
      <button type="button" onClick={() => setQuickAmounts((current) => (current.length ? [30, 60] : [20, 50]))}>
        amounts arrive
      </button>
      <BonusStep
        bonuses={[WELCOME_BONUS]}
        currency="EUR"
        countryCode="DE"
        initialBonusCode={undefined}
        initialAmount={undefined}
        vip={false}
        quickAmounts={quickAmounts}
        onNoThanks={() => {}}
        onNext={() => {}}
      />
    </>
  );
}

describe('BonusStep: a starting amount that arrives late', () => {
  it('takes the second quick amount once the quick amounts arrive, unless the player has typed one', async () => {
    mockApi({ 'GET /games/catalogue': catalogue });
    const user = userEvent.setup();
    renderWithSite(<LateQuickAmounts />);
    expect(amountField().value).toBe('');
    await user.click(screen.getByRole('button', { name: 'amounts arrive' }));
    expect(amountField().value).toBe('50');
    await user.clear(amountField());
    await user.type(amountField(), '35');
    await user.click(screen.getByRole('button', { name: 'amounts arrive' }));
    expect(amountField().value).toBe('35');
  });
});
