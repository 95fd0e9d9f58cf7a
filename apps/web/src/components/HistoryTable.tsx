import type { ReactNode } from 'react';
import { Button } from './Button';
import styles from './HistoryTable.module.css';

type HistoryTableProps = {
  /** Read by screen readers only: what the table lists. */
  caption: string;
  /** The header row's cells (`<th scope="col">`). */
  columns: ReactNode;
  /** The body's rows; each cell carries its column's name in `data-label` for the phone layout. */
  children: ReactNode;
  /** 'Load more' under the table while another page exists; busy while it loads. */
  loadMore?: { label: string; busy: boolean; onClick: () => void };
  /** Shown under the table and the button, such as a failed 'load more'. */
  footer?: ReactNode;
};

/**
 * A player's history as a table (the accounts feature's transactions, the cashier's deposits and
 * withdrawals): one row a line on wide screens, one card of label-value lines a row on phones.
 */
export function HistoryTable({ caption, columns, children, loadMore, footer }: HistoryTableProps) {
  return (
    <div className={styles.list}>
      <table className={styles.table}>
        <caption className={styles.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>{columns}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      {loadMore && (
        <Button
          variant="secondary"
          className={styles.more}
          busy={loadMore.busy}
          disabled={loadMore.busy}
          onClick={loadMore.onClick}
        >
          {loadMore.label}
        </Button>
      )}
      {footer}
    </div>
  );
}
