import { SiteLink } from '../../../../components/SiteLink';
import type { BannerSlide } from '../../lib/banner-slides';
import { ContentHtml } from '../ContentHtml';
import styles from './Banners.module.css';

/**
 * One banner. With a target, the whole banner is the link (its text is the link's name), unless
 * the banner's HTML carries links of its own: links cannot nest.
 */
export function BannerSlideView({ slide }: { slide: BannerSlide }) {
  const body = <ContentHtml className={styles.content} html={slide.html} />;
  if (!slide.target || slide.hasOwnLinks) return <div className={styles.slideBody}>{body}</div>;
  if (slide.target.kind === 'internal') {
    return (
      <SiteLink className={styles.slideLink} to={slide.target.to}>
        {body}
      </SiteLink>
    );
  }
  return (
    <a className={styles.slideLink} href={slide.target.href}>
      {body}
    </a>
  );
}
