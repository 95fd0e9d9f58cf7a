import type { EligibleBonus } from '@vauhti/contracts/cashier';
import type { Game } from '@vauhti/contracts/games';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { formatCashierAmount } from '../../../../lib/i18n/format';
import { useSiteLanguage } from '../../../../lib/i18n/site-language';
import {
  bonusAmountMinor,
  bonusGameCodes,
  bonusStepBlockers,
  chosenBonus,
  initialBonusAmountText,
  offeredBonusWithCode,
} from '../../rules/bonus-step';
import { BonusAmountFields } from './BonusAmountFields';
import { BonusCarousel } from './BonusCarousel';
import { BonusDescription } from './BonusDescription';
import styles from './BonusStep.module.css';
import { BonusSummary } from './BonusSummary';
import { BonusTermsDialog } from './BonusTermsDialog';
import { GameCarousel } from './GameCarousel';

/** What the player chose on the bonus step: the bonus, the amount to deposit, and a game to play after. */
export type BonusChoice = {
  bonus: EligibleBonus;
  amountMinor: number;
  /** The gameCode chosen in the bonus's game carousel; it launches after a successful deposit. */
  gameCode: string | null;
};

export type BonusStepProps = {
  /** The offered bonuses, already filtered and sorted (rules/bonus-step.ts cashierBonuses). */
  bonuses: EligibleBonus[];
  currency: string;
  countryCode: string;
  /** The bonus code of the link or of a stored promotion (matched by chosenBonus). */
  initialBonusCode: string | undefined;
  /** The link's amount in major units ('50'); ignored for VIP players. */
  initialAmount: string | undefined;
  /** The player has VIP level tags. */
  vip: boolean;
  /** Quick amounts in whole major units (the amount configuration for the currency). */
  quickAmounts: number[];
  onNoThanks: () => void;
  onNext: (choice: BonusChoice) => void;
};

/**
 * The deposit's optional bonus step (spec part 1 sections 2, 4 and 5): choose a bonus from the
 * cards or by its code, read what it is, optionally pick a game to open after the deposit, set
 * the amount, read and accept the bonus terms, then Next; or No thanks to deposit without one.
 * The code field is the one record of the choice: a card fills it in, and a typed code that names
 * an offered bonus selects that card.
 */
export function BonusStep({
  bonuses,
  currency,
  countryCode,
  initialBonusCode,
  initialAmount,
  vip,
  quickAmounts,
  onNoThanks,
  onNext,
}: BonusStepProps) {
  const language = useSiteLanguage();
  const [code, setCode] = useState(() => chosenBonus(bonuses, initialBonusCode)?.bonusCode ?? '');
  // Until the player types or picks an amount, the field follows its starting value, which may
  // still arrive (the currency's quick amounts).
  const [chosenAmount, setChosenAmount] = useState<string | null>(null);
  const amountText = chosenAmount ?? initialBonusAmountText({ initialAmount, vip, quickAmounts });
  const [game, setGame] = useState<Game | null>(null);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);

  const bonus = offeredBonusWithCode(bonuses, code);
  const amountMinor = bonusAmountMinor(amountText, currency);
  const blockers = bonusStepBlockers({ bonus, amountMinor, currency, termsAccepted });
  const formatAmount = (minor: number) => formatCashierAmount(minor, currency, language, countryCode);

  // A game belongs to its bonus: choosing another bonus drops the game chosen for the last one.
  const changeCode = (next: string) => {
    if (offeredBonusWithCode(bonuses, next)?.bonusID !== bonus?.bonusID) setGame(null);
    setCode(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!bonus || amountMinor === null || blockers.length > 0) return;
    onNext({ bonus, amountMinor, gameCode: game?.gameCode ?? null });
  };

  return (
    <form className={styles.step} onSubmit={submit} noValidate>
      <BonusCarousel
        bonuses={bonuses}
        selected={bonus}
        currency={currency}
        formatAmount={formatAmount}
        onSelect={(chosen) => changeCode(chosen.bonusCode)}
      />
      <BonusDescription bonus={bonus} typedCode={code} currency={currency} formatAmount={formatAmount} />
      {bonus && (
        <GameCarousel
          key={bonus.bonusID}
          gameCodes={bonusGameCodes(bonus)}
          selectedGameCode={game?.gameCode ?? null}
          onSelect={setGame}
        />
      )}
      <BonusAmountFields
        bonus={bonus}
        amountText={amountText}
        amountMinor={amountMinor}
        code={code}
        currency={currency}
        quickAmounts={quickAmounts}
        formatAmount={formatAmount}
        onAmountChange={setChosenAmount}
        onCodeChange={changeCode}
      />
      <BonusSummary
        bonus={bonus}
        amountMinor={amountMinor}
        game={game}
        currency={currency}
        formatAmount={formatAmount}
      />
      <TermsAcceptance accepted={termsAccepted} onRead={() => setTermsOpen(true)} />
      <StepActions blockers={blockers} onNoThanks={onNoThanks} />
      <BonusTermsDialog
        open={termsOpen}
        onClose={() => setTermsOpen(false)}
        onAccept={() => {
          setTermsAccepted(true);
          setTermsOpen(false);
        }}
      />
    </form>
  );
}

function TermsAcceptance({ accepted, onRead }: { accepted: boolean; onRead: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.terms} data-accepted={accepted || undefined}>
      <p className={styles.termsStatus} aria-live="polite">
        {accepted && <CheckIcon />}
        {accepted ? t('bonusComp.termsAccepted') : t('bonusComp.termsRequired')}
      </p>
      <Button variant="secondary" size="sm" onClick={onRead}>
        {accepted ? t('bonusComp.readTermsAgain') : t('bonusComp.readTerms')}
      </Button>
    </div>
  );
}

type StepActionsProps = { blockers: ReturnType<typeof bonusStepBlockers>; onNoThanks: () => void };

const BLOCKER_TEXT_KEYS = {
  bonusCode: 'bonusComp.neededCode',
  amount: 'bonusComp.neededAmount',
  terms: 'bonusComp.neededTerms',
} as const;

/** No thanks and Next, with what still keeps Next disabled said beside it (and read out as it changes). */
function StepActions({ blockers, onNoThanks }: StepActionsProps) {
  const { t } = useTranslation();
  const neededId = useId();
  return (
    <div className={styles.actions}>
      <div id={neededId} className={styles.needed} aria-live="polite">
        {blockers.length > 0 && (
          <>
            <p className={styles.neededTitle}>{t('bonusComp.neededTitle')}</p>
            <ul className={styles.neededList}>
              {blockers.map((blocker) => (
                <li key={blocker}>{t(BLOCKER_TEXT_KEYS[blocker])}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <div className={styles.buttons}>
        <Button variant="ghost" onClick={onNoThanks}>
          {t('bonusComp.noThanks')}
        </Button>
        <Button
          type="submit"
          disabled={blockers.length > 0}
          aria-describedby={blockers.length > 0 ? neededId : undefined}
        >
          {t('bonusComp.next')}
        </Button>
      </div>
    </div>
  );
}

function CheckIcon() {
  return (
    <svg className={styles.checkIcon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
