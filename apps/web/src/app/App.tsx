import { Logo } from '../components/Logo';
import { DeveloperLinks } from '../features/dev-tools/components/DeveloperLinks';
import { HomePage } from '../features/home/components/HomePage';
import { SessionStatus } from '../features/session/components/SessionStatus';
import styles from './App.module.css';

/**
 * The site shell: header, main content and footer landmarks around the home page. Routing, menus,
 * languages and the login pages replace the body of <main> in the issues that build them.
 */
export function App() {
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main-content">
        Skip to main content
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <a className={styles.homeLink} href="/" aria-label="Vauhti home">
            <Logo />
          </a>
          <SessionStatus />
        </div>
      </header>
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <HomePage />
        <DeveloperLinks />
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <Logo size="sm" />
          <p className={styles.responsible}>
            <span className={styles.ageBadge}>18+</span>
            Gambling can be addictive. Play responsibly and only with money you can afford to lose.
          </p>
          <p className={styles.copyright}>© {new Date().getFullYear()} Vauhti</p>
        </div>
      </footer>
    </div>
  );
}
