import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isSortOrder, SORT_ORDERS, type SortOrder } from '../rules/sort-games';
import styles from './Lobby.module.css';

/** The sort order (spec 2.3: on desktop; the bar's CSS hides it on mobile). */
export const SortSelect = memo(function SortSelect({
  value,
  onChange,
}: {
  value: SortOrder;
  onChange: (order: SortOrder) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.sort}>
      <label className={styles.sortLabel} htmlFor={id}>
        {t('gamingComp.sortLabel')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => {
          if (isSortOrder(event.target.value)) onChange(event.target.value);
        }}
      >
        {SORT_ORDERS.map((order) => (
          <option key={order} value={order}>
            {t(`gamingComp.sort.${order}`)}
          </option>
        ))}
      </select>
    </div>
  );
});
