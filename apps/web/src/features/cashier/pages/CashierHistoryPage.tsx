import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AccountAreaFrame } from '../../../components/AccountArea/AccountAreaFrame';
import { buttonClassName } from '../../../components/Button';
import { SiteLink } from '../../../components/SiteLink';
import { usePageSeo } from '../../../lib/seo/page-seo';
import { balancesQuery, useSession } from '../../../lib/session/session-queries';
import styles from '../components/history/CashierHistory.module.css';
import { CashierHistoryList } from '../components/history/CashierHistoryList';
import { Notice } from '../components/limits/Notice';
import { depositUrl, withdrawalUrl } from '../rules/cashier-url';
import { mayOpenWithdrawal } from '../rules/withdrawal-access';

/**
 * {lang}/myaccount/cashier (login required): the cashier tab of the account area, the player's
 * deposits and withdrawals. It is also where a withdrawal ends up for a player who cannot withdraw
 * (spec part 1 section 2: no real-money account, or no cash): the page says why in the player's
 * terms and offers the deposit that changes it. A player who may withdraw finds the withdrawal here,
 * beside the deposit: the header offers only Deposit.
 */
export function CashierHistoryPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();
  const profile = session.state === 'player' ? session.profile : undefined;
  const balances = useQuery({ ...balancesQuery, enabled: session.state === 'player' });
  usePageSeo({
    titleKey: 'cashierHistoryComp.seo.title',
    descriptionKey: 'cashierHistoryComp.seo.description',
    keywordsKey: 'cashierHistoryComp.seo.keywords',
  });
  const playMoney = profile?.userStatus === 'play';
  const noCash = !playMoney && balances.data !== undefined && balances.data.cashMinor <= 0;
  const deposit = (
    <SiteLink className={buttonClassName('primary', 'sm')} to={depositUrl(location)}>
      {t('cashierHistoryComp.deposit')}
    </SiteLink>
  );
  const mayWithdraw = profile !== undefined && balances.data !== undefined && mayOpenWithdrawal(profile, balances.data);
  const empty = (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{t('cashierHistoryComp.emptyTitle')}</p>
      <p className={styles.muted}>
        {t(playMoney ? 'cashierHistoryComp.emptyPlayText' : 'cashierHistoryComp.emptyText')}
      </p>
      {deposit}
    </div>
  );
  return (
    <AccountAreaFrame selected="cashier">
      <div className={styles.page}>
        <div className={styles.toolbar}>
          <p className={styles.lead}>{t('cashierHistoryComp.lead')}</p>
          <div className={styles.actions}>
            {mayWithdraw && (
              <SiteLink className={buttonClassName('secondary', 'sm')} to={withdrawalUrl(location)}>
                {t('cashierHistoryComp.withdraw')}
              </SiteLink>
            )}
            {deposit}
          </div>
        </div>
        {playMoney && (
          <Notice tone="note">
            <p>{t('cashierHistoryComp.playMoneyNotice')}</p>
          </Notice>
        )}
        {noCash && (
          <Notice tone="note">
            <p>{t('cashierHistoryComp.noCashNotice')}</p>
          </Notice>
        )}
        <CashierHistoryList empty={empty} />
      </div>
    </AccountAreaFrame>
  );
}
