import styles from './DepositModal.module.css';

/*
 * The Swedish licence notice (spec part 1 sections 2 and 8) replaces the cashier for
 * Swedish-jurisdiction players of category c3. The spec has it in Swedish whatever the site's
 * language, so it is written here once, in Swedish, and marked lang="sv" for screen readers.
 */
export const SWEDISH_LICENCE_TITLE = 'Ansökan om spellicens behandlas';
export const SWEDISH_LICENCE_TEXT =
  'Vår ansökan om svensk spellicens behandlas för närvarande. Tills licensen har godkänts är registrering, insättningar och spel spärrade.';

export function LicenceNoticeTitle() {
  return <span lang="sv">{SWEDISH_LICENCE_TITLE}</span>;
}

export function LicenceNotice() {
  return (
    <div className={styles.message} lang="sv">
      <p>{SWEDISH_LICENCE_TEXT}</p>
    </div>
  );
}
