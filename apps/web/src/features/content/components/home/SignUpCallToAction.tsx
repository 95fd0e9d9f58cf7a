import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../../components/Button';
import { SiteLink } from '../../../../components/SiteLink';
import { useLocalPath } from '../../../../lib/i18n/site-language';
import { registrationStateOf, useSiteContext } from '../../../../lib/site-context/site-context';
import styles from './Home.module.css';
import frame from './HomeFrame.module.css';

/**
 * The guest's way in, by the country's registration state (spec 2.7): nothing while the country
 * is being looked up (0), pay-and-play (1) or registration (2).
 */
export function SignUpCallToAction({ withNote = true }: { withNote?: boolean }) {
  const { t } = useTranslation();
  const localPath = useLocalPath();
  const context = useSiteContext();
  const state = registrationStateOf(context.data);
  if (state === 0) return null;
  const action =
    state === 1
      ? { path: 'payandplay', label: t('homeComp.cta.payAndPlay'), note: t('homeComp.cta.payAndPlayNote') }
      : { path: 'register', label: t('homeComp.cta.register'), note: t('homeComp.cta.registerNote') };
  return (
    <div className={styles.signUp}>
      <SiteLink className={buttonClassName('primary', 'lg')} to={localPath(action.path)}>
        {action.label}
      </SiteLink>
      {withNote && <p className={frame.signUpNote}>{action.note}</p>}
    </div>
  );
}
