import { ProfileCompletion } from '../components/ProfileCompletion';

/** {lang}/completeprofile (also the migration flow with ?migration=true). */
export function CompleteProfilePage() {
  return <ProfileCompletion variant="profile" />;
}

/** {lang}/completedetails. */
export function CompleteDetailsPage() {
  return <ProfileCompletion variant="details" />;
}
