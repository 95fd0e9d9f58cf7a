import type { ReactNode } from 'react';
import { HeroArt } from './HeroArt';
import styles from './HomePage.module.css';
import { BallIcon, CherriesIcon, RouletteIcon } from './ProductIcons';

type Product = { id: string; name: string; text: string; icon: ReactNode };

// What each product will be, stated plainly; nothing here is playable yet, so nothing links to it.
const PRODUCTS: Product[] = [
  {
    id: 'casino',
    name: 'Casino',
    text: 'Slots and table games with published return-to-player figures, and demo play before you stake anything.',
    icon: <CherriesIcon />,
  },
  {
    id: 'live-casino',
    name: 'Live casino',
    text: 'Live tables with shared rounds: join a game in progress, place your bet in the window, see one result for the table.',
    icon: <RouletteIcon />,
  },
  {
    id: 'sportsbook',
    name: 'Sportsbook',
    text: 'Pre-match and live odds with your bet slip and your balance in the same account as your games.',
    icon: <BallIcon />,
  },
];

/** The home page while the site is being built: the brand, and what each product will offer. */
export function HomePage() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>
            <span>Casino</span>
            <span aria-hidden="true">·</span>
            <span>Live casino</span>
            <span aria-hidden="true">·</span>
            <span>Sportsbook</span>
          </p>
          <h1 id="home-title" className={styles.title}>
            Vauhti means <span className={styles.gold}>speed.</span>
          </h1>
          <p className={styles.lead}>
            Slots, live tables and sports betting in one account, with a cashier built to keep up. We are getting the
            tables ready: the doors open soon.
          </p>
          <a className={styles.primaryAction} href="#products">
            See what is coming
          </a>
        </div>
        <div className={styles.heroArt}>
          <HeroArt />
        </div>
      </section>

      <section id="products" className={styles.products} aria-labelledby="products-title">
        <h2 id="products-title" className={styles.sectionTitle}>
          One account, three ways to play
        </h2>
        <ul className={styles.productList}>
          {PRODUCTS.map((product) => (
            <li key={product.id} className={styles.product}>
              <span className={styles.productIcon}>{product.icon}</span>
              <h3 className={styles.productName}>{product.name}</h3>
              <p className={styles.productText}>{product.text}</p>
              <p className={styles.productBadge}>Opening soon</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
