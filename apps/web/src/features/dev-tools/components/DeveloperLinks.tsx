import { useDevMailboxAvailable } from '../api/get-dev-mailbox';
import styles from './DeveloperLinks.module.css';

/** Links for people building and testing Vauhti: the API reference, and the dev mailbox where it exists. */
export function DeveloperLinks() {
  const mailboxAvailable = useDevMailboxAvailable();
  return (
    <section className={styles.section} aria-labelledby="developer-links-title">
      <h2 id="developer-links-title" className={styles.title}>
        For developers
      </h2>
      <ul className={styles.list}>
        <li>
          <a className={styles.link} href="/api/docs">
            <span className={styles.name}>API reference</span>
            <span className={styles.detail}>OpenAPI for the platform API under /api/v1</span>
          </a>
        </li>
        {mailboxAvailable && (
          <li>
            <a className={styles.link} href="/dev/mailbox">
              <span className={styles.name}>
                Dev mailbox <span className={styles.tag}>Development only</span>
              </span>
              <span className={styles.detail}>E-mail and SMS the platform sent, with one-time codes</span>
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
